import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type { VatAccrual, VatPage } from '@contract/api/valuation-reports'
import { listParams } from '@/lib/http/list-params'

/** POST /rest/valuation/queryVat?fundCode&beginPeriod&endPeriod&status&sort&pageNo&pageSize */
export const queryVat = (query: TableQuery) =>
  postData<VatPage>('/rest/valuation/queryVat', undefined, { params: listParams(query) })

/** POST /rest/valuation/confirmVat?vatId: 确认 a 待确认 month. */
export const confirmVat = (vatId: string) =>
  postData<VatAccrual>('/rest/valuation/confirmVat', undefined, { params: { vatId } })
