import { queryOptions } from '@tanstack/react-query'
import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type { ApplicationFund } from '@contract/api/application'
import type { FundCreateDetail, FundCreateRow, FundCreateSubmit } from '@contract/api/fund-create'
import type { PagedList } from '@contract/api/paged-list'
import { pageParams } from './application-files'
import { productKeys } from './keys'

/** 产品成立 endpoints (docs/api.md "产品成立、清算、分红"). */
const BASE = '/rest/product/fundCreate'

/** POST …/queryList?fundName&status&beginDate&endDate&sort&pageNo&pageSize */
export const queryFundCreates = (query: TableQuery) =>
  postData<PagedList<FundCreateRow>>(`${BASE}/queryList`, undefined, {
    params: pageParams(query, 'applyDate'),
    silent: true,
  })

/** POST …/detail?applyId: the application with its documents and timeline. */
export const getFundCreate = (applyId: string) =>
  postData<FundCreateDetail>(`${BASE}/detail`, undefined, { params: { applyId }, silent: true })

export const fundCreateQuery = (applyId: string) =>
  queryOptions({
    queryKey: productKeys.application('fund-create', applyId),
    queryFn: () => getFundCreate(applyId),
  })

/** POST …/funds: raising funds without an open application (新建申请's choices). */
export const getFundCreateFunds = () => postData<ApplicationFund[]>(`${BASE}/funds`)

export const fundCreateFundsQuery = () =>
  queryOptions({
    queryKey: productKeys.applicationFunds('fund-create'),
    queryFn: getFundCreateFunds,
  })

/** POST …/submit (JSON): completes a pending application or files a new one; 托管审核中 after. */
export const submitFundCreate = (body: FundCreateSubmit) =>
  postData<FundCreateDetail>(`${BASE}/submit`, body, { idempotent: true })

/** POST …/withdraw?applyId */
export const withdrawFundCreate = (applyId: string) =>
  postData<FundCreateDetail>(`${BASE}/withdraw`, undefined, { params: { applyId } })
