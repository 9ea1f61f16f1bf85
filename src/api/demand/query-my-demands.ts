import { postData } from '@/lib/http/request'
import type { DemandListQuery, DemandSuggestion } from '@contract/api/demand'
import type { PagedList } from '@contract/api/public-site'

/** POST /rest/demand/queryMyList?userId&status&pageNo&pageSize: the user's own, newest first. */
export const queryMyDemands = ({ userId, status = '', pageNo, pageSize }: DemandListQuery) =>
  postData<PagedList<DemandSuggestion>>('/rest/demand/queryMyList', undefined, {
    params: { userId, status, pageNo, pageSize },
  })
