import { http } from 'msw'
import { FUND_STAGE_NAMES } from '@contract/api/home'
import {
  COOPERATION_STATUS_LABEL,
  type AgencyFund,
  type SalesAgency,
  type SalesAgencyDetail,
} from '@contract/api/sales'
import type { PagedList } from '@contract/api/paged-list'
import { db } from '../db/db'
import { agencyTermsOf, type AgencyTerms } from '../db/sales-agency-terms'
import { holdingsOf } from '../db/ta-holdings'
import {
  CUSTODIAN_MSG,
  fundsOf,
  pageOrFail,
  problemOf,
  readerOf,
  searchOf,
  sorted,
  sortOf,
  type Checked,
  type ParamReader,
  type SortState,
} from './custodian-common'
import { registerExportSource } from './export-registry'
import { api, fail, ok, withAuth } from './http'
import { paginate } from './paging'

/*
 * 销售机构 (docs/api.md "销售管理"): the organisation's agencies with their agreement and
 * cooperation status, and what each sells of the organisation's funds: holders and units
 * through it (the register's channel) and its orders still open.
 */

const SORTS = ['signDate', 'expireDate', 'holderCount', 'holdingShares'] as const
const KINDS = ['商业银行', '证券公司', '独立基金销售机构']

function fundsThrough(orgId: string, code: string): AgencyFund[] {
  return fundsOf(orgId).flatMap((fund) => {
    const held = holdingsOf(fund).filter((h) => h.channel === code)
    const openOrders = db.state.raiseOrders.filter(
      (o) =>
        o.fundCode === fund.fundCode &&
        o.channel === code &&
        (o.status === 'pending' || o.status === 'approved'),
    ).length
    if (!held.length && !openOrders) return []
    return [
      {
        fundCode: fund.fundCode,
        fundName: fund.fundName,
        stage: FUND_STAGE_NAMES[fund.stage],
        holderCount: held.length,
        shares: held.reduce((t, h) => t + h.shares, 0),
        openOrders,
      },
    ]
  })
}

function agencyOf(orgId: string, terms: AgencyTerms): SalesAgency {
  const funds = fundsThrough(orgId, terms.agencyCode)
  const { contactEmail: _e, address: _a, remark: _r, ...rest } = terms
  return {
    ...rest,
    fundCount: funds.length,
    holderCount: funds.reduce((t, f) => t + f.holderCount, 0),
    holdingShares: funds.reduce((t, f) => t + f.shares, 0),
  }
}

function agencyQueryOf(get: ParamReader, orgId: string): Checked<SalesAgency[]> {
  const sort = sortOf(get, SORTS)
  if (problemOf(sort)) return sort as { problem: string }
  const [name, status, kind] = ['agencyName', 'status', 'kind'].map(get)
  if (status && !Object.hasOwn(COOPERATION_STATUS_LABEL, status)) {
    return { problem: CUSTODIAN_MSG.status }
  }
  if (kind && !KINDS.includes(kind)) return { problem: '机构类型有误' }
  if (name && name.length > 50) return { problem: '机构名称不能超过 50 个字符' }
  const rows = agencyTermsOf(orgId)
    .filter(
      (t) =>
        (!name || t.agencyName.includes(name) || t.agencyCode === name.toUpperCase()) &&
        (!status || t.status === status) &&
        (!kind || t.kind === kind),
    )
    .map((t) => agencyOf(orgId, t))
  return sorted(rows, sort as SortState | undefined)
}

registerExportSource('sales-agencies', {
  pages: ['sales-manage/sales-agency'],
  label: '销售管理-销售机构',
  headers: [
    '机构代码',
    '机构名称',
    '机构类型',
    '合作状态',
    '协议编号',
    '签署日期',
    '到期日期',
    '联系人',
    '联系电话',
    '代销产品数',
    '持有人数',
    '保有份额',
  ],
  widths: [10, 30, 16, 10, 18, 12, 12, 10, 14, 10, 10, 18],
  rows: (orgId, params) => {
    const rows = agencyQueryOf(readerOf(params), orgId)
    if (problemOf(rows)) return undefined
    return (rows as SalesAgency[]).map((a) => [
      a.agencyCode,
      a.agencyName,
      a.kind,
      COOPERATION_STATUS_LABEL[a.status],
      a.agreementNo,
      a.signDate,
      a.expireDate,
      a.contactName,
      a.contactPhone,
      a.fundCount,
      a.holderCount,
      a.holdingShares,
    ])
  },
})

export const salesAgencyHandlers = [
  http.post(
    api('/rest/sales/querySalesAgencies'),
    withAuth(({ request }, { org }) => {
      const paging = pageOrFail(request)
      if (paging.refusal) return paging.refusal
      const rows = agencyQueryOf(searchOf(request), org.orgId)
      const problem = problemOf(rows)
      if (problem) return fail(problem)
      return ok<PagedList<SalesAgency>>(paginate(rows as SalesAgency[], paging.page))
    }),
  ),

  http.post(
    api('/rest/sales/salesAgencyDetail'),
    withAuth(({ request }, { org }) => {
      const code = searchOf(request)('agencyCode')
      const terms = agencyTermsOf(org.orgId).find((t) => t.agencyCode === code)
      if (!terms) return fail(CUSTODIAN_MSG.gone)
      const detail: SalesAgencyDetail = {
        ...terms,
        ...agencyOf(org.orgId, terms),
        funds: fundsThrough(org.orgId, terms.agencyCode),
      }
      return ok(detail)
    }),
  ),
]
