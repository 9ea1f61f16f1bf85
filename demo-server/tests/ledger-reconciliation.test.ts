import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { db } from '../db/db'
import { navSeriesOf } from '../db/fund-nav'
import { addDays } from '../db/trading-days'
import type { FundRecord } from '../db/types'
import type { BalancePage, StatementLine, TransferInstruction } from '@contract/api/custodian'
import { FEE_TYPE_NAMES, FEE_TYPES, type FeePayment, type FeeSummaryPage } from '@contract/api/fee'
import type { FeeAccrualRow, FeeType } from '@contract/api/fee'
import type { DividendRow } from '@contract/api/fund-dividends'
import type { FundDetail } from '@contract/api/fund-query'
import type { PagedList } from '@contract/api/paged-list'
import type { PerformanceNavSeries } from '@contract/api/performance'
import type { ShareBalancePage, TradeConfirmRow } from '@contract/api/transfer-agent'
import type { NavRow, ValuationTable, ValuationTableRow } from '@contract/api/valuation'
import type { FinancialReport } from '@contract/api/valuation-reports'
import { loginAs } from './login-as'

/*
 * Issue 17, one ledger: for funds and valuation days drawn by fast-check across every
 * organisation, the endpoints the pages call tell the same figures to the cent. Each identity
 * is its own test; a failure names the fund, the day and both figures.
 */

const SEED = Number(process.env.LEDGER_SEED ?? 20_261_117)
const RUNS = Number(process.env.LEDGER_RUNS ?? 6)

/** A user of each organisation whose menus open every page asked (operator has no 业绩分析). */
const ORGS = [
  { orgId: 'ORG001', user: 'manager', index: 0 },
  { orgId: 'ORG002', user: 'manager', index: 1 },
  { orgId: 'ORG003', user: 'admin', index: 0 },
] as const

async function request<T>(method: 'GET' | 'POST', path: string, token: string, query = {}) {
  const search = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) if (v !== undefined) search.set(k, String(v))
  const response = await fetch(`http://localhost/ceres/api${path}?${search}`, {
    method,
    headers: { Authorization: token },
  })
  const body = (await response.json()) as { status: string; data: T; msg: string }
  if (body.status !== 'success') throw new Error(`${path} ${search}: ${body.msg}`)
  return body.data
}

const post = <T>(path: string, token: string, query: Record<string, unknown> = {}) =>
  request<T>('POST', path, token, query)

const cents = (yuan: number) => Math.round(yuan * 100)

/** Throws, naming the fund, the day and both figures, unless they agree to the cent. */
function same(what: string, fund: string, day: string, a: [string, number], b: [string, number]) {
  if (cents(a[1]) !== cents(b[1])) {
    throw new Error(`${what} · ${fund} ${day}: ${a[0]} ${a[1]} ≠ ${b[0]} ${b[1]}`)
  }
}

interface Sample {
  fund: FundRecord
  day: string
  token: string
}

/** Any organisation's fund with a NAV, on any of its valuation days. */
const samples = fc
  .record({ org: fc.constantFrom(...ORGS), fund: fc.nat(), day: fc.nat() })
  .map(({ org, fund, day }) => {
    const funds = db.state.funds.filter((f) => f.orgId === org.orgId && navSeriesOf(f).length)
    const picked = funds[fund % funds.length]!
    const series = navSeriesOf(picked)
    return { org, fund: picked, day: series[day % series.length]!.date }
  })

const check = (property: (s: Sample) => Promise<void>) =>
  fc.assert(
    fc.asyncProperty(samples, async ({ org, fund, day }) => {
      const { token } = loginAs(org.user, org.index)
      await property({ fund, day, token })
    }),
    { seed: SEED, numRuns: RUNS },
  )

const tableOf = (s: Sample, date = s.day) =>
  post<ValuationTable>('/rest/valuation/tableDetail', s.token, { fundCode: s.fund.fundCode, date })

const accountValue = (table: ValuationTable, code: string) =>
  table.accounts.find((a) => a.code === code)?.marketValue ?? 0

const statementOf = async (s: Sample, from: string, to: string) => {
  const query = { fundCode: s.fund.fundCode, beginDate: from, endDate: to, pageSize: 100 }
  const lines: StatementLine[] = []
  for (let pageNo = 1; ; pageNo += 1) {
    const page = await post<PagedList<StatementLine>>('/rest/custodian/queryStatement', s.token, {
      ...query,
      pageNo,
    })
    lines.push(...page.list)
    if (lines.length >= page.total) return lines
  }
}

/** Three years back, plus a day: the longest range 费用计提 answers, ending on `day`. */
const threeYearsBefore = (day: string) => {
  const year = Number(day.slice(0, 4)) - 3
  return day.endsWith('-02-29') ? `${year}-03-01` : addDays(`${year}${day.slice(4)}`, 1)
}

describe(
  `one ledger: every page tells the same figures (fast-check seed ${SEED})`,
  { timeout: 90_000 },
  () => {
    it('估值表 bank deposit = 托管户余额 = 银行流水 closing balance', async () => {
      await check(async (s) => {
        const table = await tableOf(s)
        const bank = accountValue(table, '1002.01')
        const balance = await post<BalancePage>('/rest/custodian/queryBalance', s.token, {
          fundCode: s.fund.fundCode,
          date: s.day,
        })
        const code = s.fund.fundCode
        same(
          '托管户余额',
          code,
          s.day,
          ['估值表 银行存款', bank],
          ['托管户余额', balance.list[0]!.balance],
        )
        const lines = await statementOf(s, s.day, s.day)
        // Newest first: the day's first line is its last movement.
        const closing = lines[0]?.balance ?? balance.list[0]!.balance
        same('银行流水', code, s.day, ['估值表 银行存款', bank], ['银行流水 日终余额', closing])
      })
    })

    it('估值表 fees payable = 费用计提 accrued − 费用支付 paid = 费用计提 累计未付, per fee kind', async () => {
      await check(async (s) => {
        const table = await tableOf(s)
        const payable: Record<FeeType, number> = {
          management: accountValue(table, '2206.01'),
          custody: accountValue(table, '2207.01'),
          service: accountValue(table, '2241.01'),
        }
        const code = s.fund.fundCode
        const rows = await post<PagedList<FeeAccrualRow>>('/rest/fee/queryAccrualList', s.token, {
          fundCode: code,
          beginDate: s.day,
          endDate: s.day,
          pageSize: 10,
          pageNo: 1,
        })
        const from = threeYearsBefore(s.day)
        const summed = await Promise.all(
          [
            [addDays(from, -4), addDays(from, -1)],
            [from, s.day],
          ].map(([beginDate, endDate]) =>
            post<FeeSummaryPage>('/rest/fee/queryAccrualSummary', s.token, {
              fundCode: code,
              beginDate,
              endDate,
              groupBy: 'year',
              pageSize: 10,
              pageNo: 1,
            }),
          ),
        )
        const payments = await post<PagedList<FeePayment>>('/rest/fee/queryPaymentList', s.token, {
          fundCode: code,
          status: 'paid',
          pageSize: 100,
          pageNo: 1,
        })
        for (const type of FEE_TYPES) {
          const name = FEE_TYPE_NAMES[type]
          const accrued = summed.reduce((sum, page) => sum + cents(page.totals[type] ?? 0), 0)
          const paid = payments.list
            .filter((p) => p.feeType === type && (p.paidDate ?? '9') <= s.day)
            .reduce((sum, p) => sum + cents(p.amount), 0)
          const unpaid = rows.list.find((r) => r.feeType === type)?.unpaid ?? 0
          same(
            name,
            code,
            s.day,
            [`估值表 应付${name}`, payable[type]],
            ['计提−支付', (accrued - paid) / 100],
          )
          same(
            name,
            code,
            s.day,
            [`估值表 应付${name}`, payable[type]],
            ['费用计提 累计未付', unpaid],
          )
        }
      })
    })

    it('net assets = shares × unit NAV in 产品查询, 净值, 估值表, 报表, 业绩分析 and 登记过户', async () => {
      await check(async (s) => {
        const code = s.fund.fundCode
        const table = await tableOf(s)
        const { totals } = table
        const shares = totals.paidInCapital
        const net = (nav: number) => Math.round(shares * nav * 100) / 100
        same(
          '估值表',
          code,
          s.day,
          ['估值表 资产净值', totals.netAssets],
          ['份额×单位净值', net(totals.unitNav)],
        )
        same(
          '估值表',
          code,
          s.day,
          ['资产−负债', totals.totalAssets - totals.totalLiabilities],
          ['资产净值', totals.netAssets],
        )
        const day = { fundCode: code, beginDate: s.day, endDate: s.day, pageNo: 1, pageSize: 10 }
        const rows = await post<PagedList<ValuationTableRow>>(
          '/rest/valuation/queryTables',
          s.token,
          day,
        )
        same(
          '估值表列表',
          code,
          s.day,
          ['列表 资产净值', rows.list[0]!.netAssets],
          ['估值表', totals.netAssets],
        )
        const navs = await post<PagedList<NavRow>>('/rest/valuation/queryNav', s.token, day)
        same(
          '净值',
          code,
          s.day,
          ['净值×份额', net(navs.list[0]!.unitNav)],
          ['估值表', totals.netAssets],
        )
        const series = await request<PerformanceNavSeries>('GET', '/performance/nav', s.token, {
          fundCode: code,
        })
        const point = series.points.find((p) => p.date === s.day)!
        same(
          '业绩分析',
          code,
          s.day,
          ['业绩分析 净值×份额', net(point.unitNav)],
          ['估值表', totals.netAssets],
        )
        const month = s.day.slice(0, 7)
        const reports = await post<PagedList<FinancialReport>>(
          '/rest/valuation/queryFinancialReports',
          s.token,
          {
            fundCode: code,
            beginPeriod: month,
            endPeriod: month,
            pageNo: 1,
            pageSize: 10,
          },
        )
        for (const report of reports.list) {
          const atEnd = await tableOf(s, report.navDate)
          same(
            '报表',
            code,
            report.navDate,
            ['报表 净资产', report.netAssets],
            ['估值表', atEnd.totals.netAssets],
          )
          same(
            '报表',
            code,
            report.navDate,
            ['报表 净资产', report.netAssets],
            ['份额×单位净值', net(report.unitNav)],
          )
        }
        if (s.fund.stage === 'liquidated') return // no units outstanding now
        const detail = await post<FundDetail>('/rest/fund/queryFundDetail', s.token, {
          fundCode: code,
        })
        same(
          '产品查询',
          code,
          detail.navDate,
          ['产品查询 份额', detail.shares ?? 0],
          ['估值表 实收基金', shares],
        )
        same(
          '产品查询',
          code,
          detail.navDate,
          ['产品查询 规模', detail.scale ?? 0],
          ['份额×最新净值', net(detail.latestNav ?? 0)],
        )
        const holdings = await post<ShareBalancePage>('/rest/ta/queryShareBalances', s.token, {
          fundCode: code,
          pageNo: 1,
          pageSize: 10,
        })
        same(
          '登记过户',
          code,
          detail.navDate,
          ['份额余额合计', holdings.totals.shares],
          ['产品查询 份额', shares],
        )
        same(
          '登记过户',
          code,
          detail.navDate,
          ['持有市值合计', holdings.totals.marketValue],
          ['产品查询 规模', detail.scale ?? 0],
        )
      })
    })

    it('银行流水 has a line for every 费用支付 paid, 申购/赎回 settled, 分红 paid in cash and 划款指令 executed', async () => {
      /** Takes the line the movement should be from the statement, or says what is missing. */
      const take = (
        lines: StatementLine[],
        s: Sample,
        want: Omit<
          StatementLine,
          | 'lineId'
          | 'tradeTime'
          | 'fundCode'
          | 'fundName'
          | 'accountNo'
          | 'balance'
          | 'counterparty'
          | 'counterAccount'
        > & { from: string; to: string },
      ) => {
        const i = lines.findIndex(
          (l) =>
            l.summary === want.summary &&
            l.direction === want.direction &&
            cents(l.amount) === cents(want.amount) &&
            l.tradeTime.slice(0, 10) >= want.from &&
            l.tradeTime.slice(0, 10) <= want.to,
        )
        if (i < 0) {
          throw new Error(
            `银行流水 · ${s.fund.fundCode} ${want.from}: no ${want.summary} of ${want.amount} (${want.from}–${want.to})`,
          )
        }
        lines.splice(i, 1)
      }
      const until = addDays(new Date().toISOString().slice(0, 10), -1)
      await check(async (s) => {
        const code = s.fund.fundCode
        const from = `${s.day.slice(0, 7)}-01`
        const [year, month] = s.day.split('-').map(Number) as [number, number]
        const end = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10)
        const last = end > until ? until : end
        const lines = await statementOf(s, from, last)
        const payments = await post<PagedList<FeePayment>>('/rest/fee/queryPaymentList', s.token, {
          fundCode: code,
          status: 'paid',
          pageSize: 100,
          pageNo: 1,
        })
        for (const p of payments.list.filter((x) => x.paidDate! >= from && x.paidDate! <= last)) {
          const summary = `${FEE_TYPE_NAMES[p.feeType]}划付`
          take(lines, s, {
            summary,
            direction: 'out',
            amount: p.amount,
            from: p.paidDate!,
            to: p.paidDate!,
          })
        }
        const confirms = await post<PagedList<TradeConfirmRow>>(
          '/rest/ta/queryTradeConfirms',
          s.token,
          {
            fundCode: code,
            beginDate: from,
            endDate: last,
            pageSize: 100,
            pageNo: 1,
          },
        )
        for (const t of confirms.list) {
          if (t.tradeType === 'purchase') {
            take(lines, s, {
              summary: '申购款划入',
              direction: 'in',
              amount: t.confirmAmount,
              from: t.confirmDate,
              to: addDays(t.confirmDate, 4),
            })
          } else if (t.tradeType === 'redeem') {
            take(lines, s, {
              summary: '赎回款划出',
              direction: 'out',
              amount: t.settleAmount,
              from: t.confirmDate,
              to: addDays(t.confirmDate, 4),
            })
          }
        }
      })
      // Dividends and instructions are few: every one of every organisation is looked for.
      for (const org of ORGS) {
        const { token } = loginAs(org.user, org.index)
        const all = { pageNo: 1, pageSize: 100 }
        const dividends = await post<PagedList<DividendRow>>(
          '/rest/product/dividend/queryList',
          token,
          all,
        )
        const paid = dividends.list.filter((d) => d.status === 'paid' && d.method === 'cash')
        const instructions = await post<PagedList<TransferInstruction>>(
          '/rest/custodian/queryInstructions',
          token,
          { ...all, status: 'executed' },
        )
        expect(paid.length + instructions.list.length, org.orgId).toBeGreaterThan(0)
        for (const d of paid) {
          const fund = db.state.funds.find((f) => f.fundCode === d.fundCode)!
          const s = { fund, day: d.exDate, token }
          if (d.exDate < threeYearsBefore(until)) continue
          const lines = await statementOf(s, d.exDate, addDays(d.exDate, 7))
          take(lines, s, {
            summary: '分红款划出',
            direction: 'out',
            amount: d.totalAmount,
            from: d.exDate,
            to: addDays(d.exDate, 7),
          })
        }
        for (const r of instructions.list) {
          const fund = db.state.funds.find((f) => f.fundCode === r.fundCode)!
          const day = r.submittedAt.slice(0, 10)
          const s = { fund, day, token }
          const lines = await statementOf(s, day, addDays(day, 7))
          take(lines, s, {
            summary: r.purpose,
            direction: 'out',
            amount: r.amount,
            from: day,
            to: addDays(day, 7),
          })
        }
      }
    })

    it('估值表 bank deposit is a modest share of net assets, and nothing is negative', async () => {
      await check(async (s) => {
        const table = await tableOf(s)
        const bank = accountValue(table, '1002.01')
        const { netAssets } = table.totals
        if (!(bank > 0 && bank <= netAssets * 0.15)) {
          throw new Error(
            `托管户 · ${s.fund.fundCode} ${s.day}: 银行存款 ${bank} vs 资产净值 ${netAssets}`,
          )
        }
        const negative = table.accounts.find((a) => a.kind !== 'equity' && a.marketValue < 0)
        expect(negative, `${s.fund.fundCode} ${s.day}`).toBeUndefined()
      })
    })
  },
)
