import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type { BalancePage, StatementLine } from '@contract/api/custodian'
import type { PagedList } from '@contract/api/paged-list'
import { listParams } from '@/lib/http/list-params'

/** POST /rest/custodian/queryBalance?fundCode&date&sort&pageNo&pageSize: balances and totals. */
export const queryBalances = (query: TableQuery) =>
  postData<BalancePage>('/rest/custodian/queryBalance', undefined, { params: listParams(query) })

/**
 * POST /rest/custodian/queryStatement?fundCode&beginDate&endDate&direction&counterparty
 * &minAmount&maxAmount&sort&pageNo&pageSize: bank statement lines, newest first.
 */
export const queryStatement = (query: TableQuery) =>
  postData<PagedList<StatementLine>>('/rest/custodian/queryStatement', undefined, {
    params: listParams(query),
  })
