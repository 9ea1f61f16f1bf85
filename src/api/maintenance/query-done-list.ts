import { queryOptions } from '@tanstack/react-query'
import { postData } from '@/lib/http/request'
import type { DonePage, DoneQuery } from '@contract/api/todo'
import { maintenanceKeys } from './keys'

export interface DonePageQuery extends DoneQuery {
  pageNo: number
  pageSize: number
}

/** POST maintenance/queryDoneList?userId&tittle&pageNo&pageSize (&beginDate&endDate: ours). */
export const queryDoneList = (
  userId: string,
  { tittle, beginDate, endDate, pageNo, pageSize }: DonePageQuery,
) =>
  postData<DonePage>('/rest/maintenance/queryDoneList', undefined, {
    params: { userId, tittle: tittle || undefined, beginDate, endDate, pageNo, pageSize },
    silent: true,
  })

export const doneListQuery = (
  userId: string | undefined,
  orgId: string | undefined,
  query: DonePageQuery,
) =>
  queryOptions({
    queryKey: maintenanceKeys.doneList(userId, orgId, query),
    queryFn: () => queryDoneList(userId as string, query),
  })
