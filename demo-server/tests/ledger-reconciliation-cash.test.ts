import { describe, expect, it } from 'vitest'
import { db } from '../db/db'
import { addDays } from '../db/trading-days'
import { beijingToday } from '@contract/beijing-time'
import type { StatementLine, TransferInstruction } from '@contract/api/custodian'
import { FEE_TYPE_NAMES, type FeePayment } from '@contract/api/fee'
import type { DividendRow } from '@contract/api/fund-dividends'
import type { PagedList } from '@contract/api/paged-list'
import type { TradeConfirmRow } from '@contract/api/transfer-agent'
import { loginAs } from './login-as'
import {
  SEED,
  ORGS,
  post,
  cents,
  type Sample,
  check,
  tableOf,
  accountValue,
  statementOf,
  threeYearsBefore,
} from './ledger-reconciliation-kit'

/** A movement lands on the next trading day: 春节 and 国庆 close the market for up to 9 days. */
const LANDS_WITHIN = 14

describe(
  `one ledger: every page tells the same figures (fast-check seed ${SEED})`,
  { timeout: 90_000 },
  () => {
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
      const until = addDays(beijingToday(), -1)
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
          const lines = await statementOf(s, d.exDate, addDays(d.exDate, LANDS_WITHIN))
          take(lines, s, {
            summary: '分红款划出',
            direction: 'out',
            amount: d.totalAmount,
            from: d.exDate,
            to: addDays(d.exDate, LANDS_WITHIN),
          })
        }
        for (const r of instructions.list) {
          const fund = db.state.funds.find((f) => f.fundCode === r.fundCode)!
          const day = r.submittedAt.slice(0, 10)
          const s = { fund, day, token }
          const lines = await statementOf(s, day, addDays(day, LANDS_WITHIN))
          take(lines, s, {
            summary: r.purpose,
            direction: 'out',
            amount: r.amount,
            from: day,
            to: addDays(day, LANDS_WITHIN),
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
