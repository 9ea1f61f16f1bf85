import { queryOptions } from '@tanstack/react-query'
import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type { PagedList } from '@contract/api/paged-list'
import type {
  PayChangeDetail,
  PayChangeQuery,
  PayChangeRow,
} from '@contract/api/pay-account-change'
import { payAccountChangeKeys } from './keys'

/** POST /rest/pay-account-change/queryList?fund&status&submittedFrom&submittedTo&sort&pageNo&pageSize */
export function queryPayChanges({ filters, sort, pageNo, pageSize }: TableQuery) {
  const [submittedFrom, submittedTo] = Array.isArray(filters.submitted) ? filters.submitted : []
  const params: PayChangeQuery = {
    fund: filters.fund as string | undefined,
    status: filters.status as PayChangeQuery['status'],
    submittedFrom,
    submittedTo,
    sort: sort && `${sort.order === 'descend' ? '-' : ''}${sort.field}`,
  }
  return postData<PagedList<PayChangeRow>>('/rest/pay-account-change/queryList', undefined, {
    params: { ...params, pageNo, pageSize },
    silent: true,
  })
}

/** POST /rest/pay-account-change/detail?id: one request with its proof and steps. */
export const getPayChange = (id: string) =>
  postData<PayChangeDetail>('/rest/pay-account-change/detail', undefined, {
    params: { id },
    silent: true,
  })

export const payChangeQuery = (id: string) =>
  queryOptions({ queryKey: payAccountChangeKeys.detail(id), queryFn: () => getPayChange(id) })

/** POST /rest/pay-account-change/withdraw?id: only one awaiting review (else the reason shows). */
export const withdrawPayChange = (id: string) =>
  postData<PayChangeDetail>('/rest/pay-account-change/withdraw', undefined, { params: { id } })
