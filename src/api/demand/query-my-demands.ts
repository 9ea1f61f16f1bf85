import { queryOptions } from '@tanstack/react-query'
import { postData } from '@/lib/http/request'
import type { DemandListQuery, DemandStatus, DemandSuggestion } from '@contract/api/demand'
import type { PagedList } from '@contract/api/public-site'
import { demandKeys } from './keys'

/** POST /rest/demand/queryMyList?userId&status&pageNo&pageSize: the user's own, newest first. */
export const queryMyDemands = ({ userId, status = '', pageNo, pageSize }: DemandListQuery) =>
  postData<PagedList<DemandSuggestion>>('/rest/demand/queryMyList', undefined, {
    params: { userId, status, pageNo, pageSize },
  })

export const myDemandsQuery = (
  userId: string,
  status: DemandStatus | '',
  pageNo: number,
  pageSize: number,
) =>
  queryOptions({
    queryKey: demandKeys.myList(userId, status, pageNo, pageSize),
    queryFn: () => queryMyDemands({ userId, status, pageNo, pageSize }),
  })
