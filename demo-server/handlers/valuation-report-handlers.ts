import { http } from 'msw'
import {
  CONFIRM_STATUS_LABEL,
  type FinancialReport,
  type FinancialReportPage,
  type FinancialStatements,
} from '@contract/api/valuation-reports'
import { db } from '../db/db'
import { beijingNow } from '../db/seed-custodian-time'
import type { FundRecord } from '../db/types'
import type { FundLedger, MonthLedger } from '../db/valuation-ledger'
import {
  balanceOf,
  balanceSheetLines,
  equityChangeLines,
  incomeOf,
  incomeStatementLines,
} from '../db/valuation-statements'
import { pageOrFail, problemOf, searchOf, sorted, sortOf, type SortState } from './custodian-common'
import { api, fail, ok, withAuth } from './http'
import { paginate } from './paging'
import { closePending } from './pending'
import {
  bookFundFilter,
  confirmStateOf,
  ledgersOf,
  monthRecordOf,
  periodRangeOf,
  shiftPeriod,
  VALUATION_MSG,
  yuan,
} from './valuation-report-common'
import { valuationEmailHandlers } from './valuation-email-handlers'
import { valuationVatHandlers } from './valuation-vat-handlers'
import { valuationVoucherHandlers } from './valuation-voucher-handlers'
import { valuationVoucherRecordHandlers } from './valuation-voucher-records'

/*
 * 报表 (docs/api.md "估值核对：增值税、报表、凭证、发送配置"): each fund's monthly statements —
 * 资产负债表, 利润表, 净资产变动表 — from its books, and 确认 of a 待确认 one (closing its
 * T00054 pending item). The group's handlers are gathered here for handlers/index.ts.
 */

const SORTS = ['period', 'netAssets', 'profit', 'totalAssets'] as const

function reportOf(ledger: FundLedger, month: MonthLedger): FinancialReport {
  const reportId = `FR-${ledger.fund.fundCode}-${month.period}`
  const balance = balanceOf(ledger, month)
  return {
    reportId,
    fundCode: ledger.fund.fundCode,
    fundName: ledger.fund.fundName,
    period: month.period,
    navDate: month.navDate,
    unitNav: month.unitNav,
    totalAssets: yuan(balance.totalAssets),
    totalLiabilities: yuan(balance.totalLiabilities),
    netAssets: yuan(balance.netAssets),
    profit: yuan(incomeOf(month).netProfit),
    ...confirmStateOf(reportId, month.period),
  }
}

/** The statements, with the previous month (上期) and the previous year end (年初余额). */
function statementsOf(ledger: FundLedger, month: MonthLedger): FinancialStatements {
  const find = (period: string) => ledger.months.find((m) => m.period === period)
  const previous = find(shiftPeriod(month.period, -1))
  const yearStart = find(`${Number(month.period.slice(0, 4)) - 1}-12`)
  return {
    ...reportOf(ledger, month),
    previousPeriod: previous?.period ?? null,
    balanceSheet: balanceSheetLines(
      balanceOf(ledger, month),
      yearStart && balanceOf(ledger, yearStart),
    ),
    incomeStatement: incomeStatementLines(month, previous),
    equityChanges: equityChangeLines(ledger, month, previous),
  }
}

const reportHandlers = [
  http.post(
    api('/rest/valuation/queryFinancialReports'),
    withAuth(({ request }, { org }) => {
      const paging = pageOrFail(request)
      if (paging.refusal) return paging.refusal
      const get = searchOf(request)
      const funds = bookFundFilter(get, org.orgId)
      const range = periodRangeOf(get, 3)
      const sort = sortOf(get, SORTS)
      const problem = [funds, range, sort].map(problemOf).find(Boolean)
      if (problem) return fail(problem)
      const status = get('status')
      if (status && !Object.hasOwn(CONFIRM_STATUS_LABEL, status)) {
        return fail(VALUATION_MSG.status)
      }
      const { from, to } = range as { from: string; to: string }
      const rows = ledgersOf(funds as FundRecord[])
        .flatMap((ledger) =>
          ledger.months
            .filter((m) => m.period >= from && m.period <= to)
            .map((m) => reportOf(ledger, m)),
        )
        .filter((r) => !status || r.status === status)
        .sort((a, b) => b.period.localeCompare(a.period) || a.fundCode.localeCompare(b.fundCode))
      const page = paginate(sorted(rows, sort as SortState | undefined), paging.page)
      return ok<FinancialReportPage>({ ...page, beginPeriod: from, endPeriod: to })
    }),
  ),

  http.post(
    api('/rest/valuation/financialReportDetail'),
    withAuth(({ request }, { org }) => {
      const found = monthRecordOf(org.orgId, searchOf(request)('reportId'), 'FR')
      return found ? ok(statementsOf(found.ledger, found.month)) : fail(VALUATION_MSG.gone)
    }),
  ),

  http.post(
    api('/rest/valuation/confirmFinancialReport'),
    withAuth(({ request }, { org, user }) => {
      const found = monthRecordOf(org.orgId, searchOf(request)('reportId'), 'FR')
      if (!found) return fail(VALUATION_MSG.gone)
      if (confirmStateOf(found.id, found.month.period).status !== 'pending') {
        return fail(VALUATION_MSG.confirmed)
      }
      db.state.valuationConfirmations[found.id] = { by: user.realName, at: beijingNow() }
      closePending(found.id, '已确认')
      return ok(statementsOf(found.ledger, found.month))
    }),
  ),
]

/** 增值税, 报表, 凭证 (and its send records) and 发送配置. */
export const valuationReportHandlers = [
  ...valuationVatHandlers,
  ...reportHandlers,
  ...valuationVoucherHandlers,
  ...valuationVoucherRecordHandlers,
  ...valuationEmailHandlers,
]
