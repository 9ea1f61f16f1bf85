import { http } from 'msw'
import {
  CONFIRM_STATUS_LABEL,
  type ReportFund,
  type VatAccrual,
  type VatPage,
  type VatTotals,
} from '@contract/api/valuation-reports'
import { db } from '../db/db'
import { beijingNow } from '../db/seed-custodian-time'
import type { FundRecord } from '../db/types'
import type { FundLedger, MonthLedger } from '../db/valuation-ledger'
import {
  pageOrFail,
  problemOf,
  readerOf,
  searchOf,
  sorted,
  sortOf,
  type ParamReader,
  type SortState,
} from './custodian-common'
import { registerExportSource } from './export-registry'
import { api, fail, ok, withAuth } from './http'
import { paginate } from './paging'
import { closePending } from './pending'
import {
  bookFundFilter,
  bookFundsOf,
  confirmStateOf,
  ledgersOf,
  monthRecordOf,
  periodRangeOf,
  statusFilterOf,
  VALUATION_MSG,
  yuan,
} from './valuation-report-common'

/*
 * 增值税 (docs/api.md "估值核对：增值税、报表、凭证、发送配置"): each fund's VAT accrual by month
 * from its books, the 合计 of the whole query, and 确认 of a 待确认 one (closing its T00051
 * pending item). Also the funds the reports exist for.
 */

const SORTS = ['period', 'taxableIncome', 'vat', 'totalTax'] as const
const TOTALS: ReadonlyArray<keyof VatTotals> = [
  'interestIncome',
  'transferGain',
  'taxableIncome',
  'netSales',
  'vat',
  'cityTax',
  'educationSurcharge',
  'localEducation',
  'surcharges',
  'totalTax',
]

export function vatRowOf(ledger: FundLedger, month: MonthLedger): VatAccrual {
  const vatId = `VAT-${ledger.fund.fundCode}-${month.period}`
  const v = month.vat
  return {
    vatId,
    fundCode: ledger.fund.fundCode,
    fundName: ledger.fund.fundName,
    period: month.period,
    interestIncome: yuan(v.interestIncome),
    transferGain: yuan(v.transferGain),
    carriedLoss: yuan(v.carriedLoss),
    taxableIncome: yuan(v.taxableIncome),
    netSales: yuan(v.netSales),
    vat: yuan(v.vat),
    cityTax: yuan(v.cityTax),
    educationSurcharge: yuan(v.educationSurcharge),
    localEducation: yuan(v.localEducation),
    surcharges: yuan(v.surcharges),
    totalTax: yuan(v.totalTax),
    ...confirmStateOf(vatId, month.period),
  }
}

type VatQuery = {
  rows: VatAccrual[]
  totals: VatTotals
  from: string
  to: string
  sort?: SortState
}

/** The rows a query asks for, newest period first, with their totals (in cents, then yuan). */
function vatQuery(get: ParamReader, orgId: string): VatQuery | { problem: string } {
  const funds = bookFundFilter(get, orgId)
  const range = periodRangeOf(get, 6)
  const sort = sortOf(get, SORTS)
  const statusFilter = statusFilterOf(get, 'status', CONFIRM_STATUS_LABEL)
  const problem = [funds, range, sort, statusFilter].map(problemOf).find(Boolean)
  if (problem) return { problem }
  const { status } = statusFilter as { status?: string }
  const { from, to } = range as { from: string; to: string }
  const cents = Object.fromEntries(TOTALS.map((k) => [k, 0])) as Record<keyof VatTotals, number>
  const rows: VatAccrual[] = []
  for (const ledger of ledgersOf(funds as FundRecord[])) {
    for (const month of ledger.months) {
      if (month.period < from || month.period > to) continue
      const row = vatRowOf(ledger, month)
      if (status && row.status !== status) continue
      rows.push(row)
      for (const key of TOTALS) cents[key] += month.vat[key]
    }
  }
  rows.sort((a, b) => b.period.localeCompare(a.period) || a.fundCode.localeCompare(b.fundCode))
  const totals = Object.fromEntries(TOTALS.map((k) => [k, yuan(cents[k])])) as VatTotals
  return { rows, totals, from, to, sort: sort as SortState | undefined }
}

registerExportSource('valuation-vat', {
  pages: ['valuation-check/vat'],
  label: '估值核对-增值税',
  headers: [
    '产品代码',
    '产品名称',
    '所属期间',
    '利息收入',
    '转让差价',
    '结转负差',
    '应税销售额',
    '不含税销售额',
    '增值税',
    '城市维护建设税',
    '教育费附加',
    '地方教育附加',
    '附加税合计',
    '税费合计',
    '状态',
  ],
  widths: [12, 36, 10, 16, 16, 16, 16, 16, 14, 14, 14, 14, 14, 14, 10],
  rows: (orgId, params) => {
    const query = vatQuery(readerOf(params), orgId)
    if ('problem' in query) return undefined
    return sorted(query.rows, query.sort).map((r) => [
      r.fundCode,
      r.fundName,
      r.period,
      r.interestIncome,
      r.transferGain,
      r.carriedLoss,
      r.taxableIncome,
      r.netSales,
      r.vat,
      r.cityTax,
      r.educationSurcharge,
      r.localEducation,
      r.surcharges,
      r.totalTax,
      CONFIRM_STATUS_LABEL[r.status],
    ])
  },
})

export const valuationVatHandlers = [
  http.post(
    api('/rest/valuation/reportFunds'),
    withAuth((_, { org }) =>
      ok<ReportFund[]>(
        bookFundsOf(org.orgId).map(({ fundCode, fundName }) => ({ fundCode, fundName })),
      ),
    ),
  ),

  http.post(
    api('/rest/valuation/queryVat'),
    withAuth(({ request }, { org }) => {
      const paging = pageOrFail(request)
      if (paging.refusal) return paging.refusal
      const query = vatQuery(searchOf(request), org.orgId)
      if ('problem' in query) return fail(query.problem)
      const page = paginate(sorted(query.rows, query.sort), paging.page)
      return ok<VatPage>({
        ...page,
        totals: query.totals,
        beginPeriod: query.from,
        endPeriod: query.to,
      })
    }),
  ),

  http.post(
    api('/rest/valuation/confirmVat'),
    withAuth(({ request }, { org, user }) => {
      const found = monthRecordOf(org.orgId, searchOf(request)('vatId'), 'VAT')
      if (!found) return fail(VALUATION_MSG.gone)
      const row = vatRowOf(found.ledger, found.month)
      if (row.status !== 'pending') return fail(VALUATION_MSG.confirmed)
      db.state.valuationConfirmations[found.id] = { by: user.realName, at: beijingNow() }
      closePending(found.id, '已确认')
      return ok(vatRowOf(found.ledger, found.month))
    }),
  ),
]
