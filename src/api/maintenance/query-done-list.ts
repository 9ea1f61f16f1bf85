import { postData } from '@/lib/http/request'
import type { DonePage, DoneQuery } from '@contract/api/todo'

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
