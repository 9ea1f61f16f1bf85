import { describe, it } from 'vitest'
import { addDays } from '../db/trading-days'
import type { BalancePage } from '@contract/api/custodian'
import { FEE_TYPE_NAMES, FEE_TYPES, type FeePayment, type FeeSummaryPage } from '@contract/api/fee'
import type { FeeAccrualRow, FeeType } from '@contract/api/fee'
import type { FundDetail } from '@contract/api/fund-query'
import type { PagedList } from '@contract/api/paged-list'
import type { PerformanceNavSeries } from '@contract/api/performance'
import type { ShareBalancePage } from '@contract/api/transfer-agent'
import type { NavRow, ValuationTableRow } from '@contract/api/valuation'
import type { FinancialReport } from '@contract/api/valuation-reports'
import {
  SEED,
  request,
  post,
  cents,
  same,
  check,
  tableOf,
  accountValue,
  statementOf,
  threeYearsBefore,
} from './ledger-reconciliation-kit'

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
  },
)
