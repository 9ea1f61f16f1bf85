import { http } from 'msw'
import {
  FUND_ACCOUNT_KINDS,
  FUND_ACCOUNT_STATUSES,
  type FundAccountKindCode,
  type FundAccountRow,
  type FundAccountStatusCode,
} from '@contract/api/fund-account'
import { db } from '../db/db'
import { fundAccountsOf } from '../db/fund-accounts'
import { registerExportSource } from './export-registry'
import { api, fail, ok, withAuth } from './http'
import {
  fundMatches,
  pageOfRows,
  readList,
  sortRows,
  withinDays,
  type ListParams,
} from './list-query'

/*
 * 账户查询 (docs/api.md "产品管理"): every account of the session organisation's funds —
 * custody, raising, securities and futures — filtered, sorted by open date and paged; the
 * same query exports (source 'fund-accounts').
 */

export const ACCOUNT_QUERY_MSG = {
  kind: '账户类型不正确',
  status: '账户状态不正确',
} as const

const KINDS = Object.keys(FUND_ACCOUNT_KINDS) as FundAccountKindCode[]
const STATUSES = Object.keys(FUND_ACCOUNT_STATUSES) as FundAccountStatusCode[]

/** The organisation's accounts in fund code order. */
export function orgAccountsOf(orgId: string): FundAccountRow[] {
  return db.state.funds
    .filter((f) => f.orgId === orgId)
    .sort((a, b) => a.fundCode.localeCompare(b.fundCode))
    .flatMap((fund) =>
      fundAccountsOf(fund).map((a) => ({
        id: `${fund.fundCode}-${a.accountNo}`,
        fundCode: fund.fundCode,
        fundName: fund.fundName,
        kind: a.kind,
        accountName: a.accountName,
        accountNo: a.accountNo,
        institution: a.institution,
        openDate: a.openDate,
        status: a.status,
      })),
    )
}

/** The rows a query asks for, or the message refusing it. */
export function accountRowsOf(orgId: string, params: ListParams): FundAccountRow[] | string {
  const query = readList(params, (p) => ({
    fund: p.text('fund'),
    kind: p.oneOf('kind', KINDS, ACCOUNT_QUERY_MSG.kind),
    status: p.oneOf('status', STATUSES, ACCOUNT_QUERY_MSG.status),
    opened: p.range('openDateFrom', 'openDateTo'),
    sort: p.sort(['openDate']),
  }))
  if (typeof query === 'string') return query
  const rows = orgAccountsOf(orgId).filter(
    (row) =>
      fundMatches(query.fund, row) &&
      (!query.kind || row.kind === query.kind) &&
      (!query.status || row.status === query.status) &&
      withinDays(row.openDate, query.opened),
  )
  return sortRows(rows, query.sort && ((row) => row.openDate), query.sort?.desc)
}

registerExportSource('fund-accounts', {
  pages: ['product-manage/account-query'],
  label: '账户查询',
  headers: ['产品代码', '产品名称', '账户类型', '账户名称', '账号', '开户机构', '开户日期', '状态'],
  widths: [12, 36, 10, 36, 24, 26, 12, 8],
  rows: (orgId, params) => {
    const rows = accountRowsOf(orgId, params)
    if (typeof rows === 'string') return undefined
    return rows.map((r) => [
      r.fundCode,
      r.fundName,
      FUND_ACCOUNT_KINDS[r.kind],
      r.accountName,
      r.accountNo,
      r.institution,
      r.openDate,
      FUND_ACCOUNT_STATUSES[r.status],
    ])
  },
})

export const accountQueryHandlers = [
  http.post(
    api('/rest/product/queryAccountList'),
    withAuth(({ request }, { org }) => {
      const query = new URL(request.url).searchParams
      const rows = accountRowsOf(org.orgId, query)
      if (typeof rows === 'string') return fail(rows)
      const page = pageOfRows(query, rows)
      return typeof page === 'string' ? fail(page) : ok(page)
    }),
  ),
]
