import { http } from 'msw'
import { FEE_TYPE_NAMES, type FeeFundOption, type FeeSummaryPage } from '@contract/api/fee'
import { registerExportSource } from './export-registry'
import {
  ACCRUAL_SORTABLE,
  accrualRefs,
  accrualView,
  groupingOf,
  summaryOf,
} from './fee-accrual-rows'
import { FEE_MSG, feeFundsOf, feeScopeOf, readerOf } from './fee-filters'
import { api, fail, ok, withAuth } from './http'
import { BAD_PAGE, pageOf, paginate } from './paging'

/*
 * 费用计提 (docs/api.md "Fee queries"): each day's accrual of each fee of each fund, and their
 * totals by month, quarter or year. Generated from the funds' NAV on every call, never stored.
 */

const rateCell = (rate: number) => Math.round(rate * 1_000_000) / 10_000

registerExportSource('fee-accrual', {
  pages: ['fee-query/fee-accrual'],
  label: '费用查询-费用计提',
  headers: [
    '计提日期',
    '产品代码',
    '产品名称',
    '费用类型',
    '计提基数',
    '年费率(%)',
    '当日计提',
    '累计未付',
  ],
  widths: [12, 10, 36, 12, 18, 10, 14, 16],
  rows: (orgId, params) => {
    const scope = feeScopeOf(orgId, readerOf(params), ACCRUAL_SORTABLE)
    if (typeof scope === 'string') return undefined
    return accrualRefs(scope).map((ref) => {
      const row = accrualView(ref)
      const { date, fundCode, fundName, feeType, baseAmount, rate, accrual, unpaid } = row
      return [
        date,
        fundCode,
        fundName,
        FEE_TYPE_NAMES[feeType],
        baseAmount,
        rateCell(rate),
        accrual,
        unpaid,
      ]
    })
  },
})

registerExportSource('fee-accrual-summary', {
  pages: ['fee-query/fee-accrual'],
  label: '费用查询-费用计提汇总',
  headers: ['期间', '产品代码', '产品名称', '计提天数', '管理费', '托管费', '外包服务费', '合计'],
  widths: [10, 10, 36, 10, 16, 14, 14, 16],
  rows: (orgId, params) => {
    const read = readerOf(params)
    const scope = feeScopeOf(orgId, read, [])
    const grouping = groupingOf(read)
    if (typeof scope === 'string' || !grouping) return undefined
    const { list, totals } = summaryOf(scope, grouping)
    return [
      ...list.map((r) => [
        r.period,
        r.fundCode,
        r.fundName,
        r.days,
        r.management,
        r.custody,
        r.service,
        r.total,
      ]),
      [
        '合计',
        '',
        '',
        totals.days,
        totals.management,
        totals.custody,
        totals.service,
        totals.total,
      ],
    ]
  },
})

export const feeAccrualHandlers = [
  http.post(
    api('/rest/fee/queryFundList'),
    withAuth((_info, { org }) =>
      ok<FeeFundOption[]>(
        feeFundsOf(org.orgId).map(({ fundCode, fundName }) => ({ fundCode, fundName })),
      ),
    ),
  ),

  http.post(
    api('/rest/fee/queryAccrualList'),
    withAuth(({ request }, { org }) => {
      const params = new URL(request.url).searchParams
      const page = pageOf(params)
      if (!page) return fail(BAD_PAGE)
      const scope = feeScopeOf(org.orgId, readerOf(params), ACCRUAL_SORTABLE)
      if (typeof scope === 'string') return fail(scope)
      const refs = accrualRefs(scope)
      const { list, ...rest } = paginate(refs, page)
      return ok({ ...rest, list: list.map(accrualView) })
    }),
  ),

  http.post(
    api('/rest/fee/queryAccrualSummary'),
    withAuth(({ request }, { org }) => {
      const params = new URL(request.url).searchParams
      const page = pageOf(params)
      if (!page) return fail(BAD_PAGE)
      const read = readerOf(params)
      const scope = feeScopeOf(org.orgId, read, [])
      if (typeof scope === 'string') return fail(scope)
      const grouping = groupingOf(read)
      if (!grouping) return fail(FEE_MSG.option)
      const { list, totals } = summaryOf(scope, grouping)
      return ok<FeeSummaryPage>({ ...paginate(list, page), totals })
    }),
  ),
]
