import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type { StampResult } from '@contract/api/data-submission'
import type { PagedList } from '@contract/api/paged-list'
import { listParams } from '@/lib/http/list-params'

/** POST /rest/data-submission/stamp/list?fundCode&kind&confirm&beginDate&endDate&sort&pageNo&pageSize */
export const queryStampResults = (query: TableQuery) =>
  postData<PagedList<StampResult>>('/rest/data-submission/stamp/list', undefined, {
    params: listParams(query),
  })

/** POST /rest/data-submission/stamp/confirm?reportId: the manager confirms the seal result. */
export const confirmStamp = (reportId: string) =>
  postData<StampResult>('/rest/data-submission/stamp/confirm', undefined, {
    params: { reportId },
  })
