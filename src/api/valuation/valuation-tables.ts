import { queryOptions } from '@tanstack/react-query'
import type { FundSource } from '@/components/fund-select'
import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type { PagedList } from '@contract/api/paged-list'
import type { ValuationFund, ValuationTable, ValuationTableRow } from '@contract/api/valuation'
import { listParams } from '@/lib/http/list-params'
import { valuationKeys } from './keys'

/** POST /rest/valuation/queryFunds: the organisation's funds with NAVs, for the pickers. */
export const queryValuationFunds = () => postData<ValuationFund[]>('/rest/valuation/queryFunds')

/** 估值表, 净值 and 发送记录's 产品 pickers list the funds with NAVs. */
export const valuationFunds: FundSource = { key: valuationKeys.funds(), load: queryValuationFunds }

/** POST /rest/valuation/queryTables?fundCode&beginDate&endDate&checkStatus&sendStatus&sort&pageNo&pageSize */
export const queryValuationTables = (query: TableQuery) =>
  postData<PagedList<ValuationTableRow>>('/rest/valuation/queryTables', undefined, {
    params: listParams(query),
  })

/** POST /rest/valuation/tableDetail?fundCode&date: the table. Silent: the page says so. */
export const getValuationTable = (fundCode: string, date: string) =>
  postData<ValuationTable>('/rest/valuation/tableDetail', undefined, {
    params: { fundCode, date },
    silent: true,
  })

export const valuationTableQuery = (fundCode: string, date: string) =>
  queryOptions({
    queryKey: valuationKeys.table(fundCode, date),
    queryFn: () => getValuationTable(fundCode, date),
  })

/** POST /rest/valuation/confirmTable?fundCode&date: 核对确认 (closes its T00017 item). */
export const confirmValuationTable = ({ fundCode, date }: { fundCode: string; date: string }) =>
  postData<ValuationTable>('/rest/valuation/confirmTable', undefined, {
    params: { fundCode, date },
  })
