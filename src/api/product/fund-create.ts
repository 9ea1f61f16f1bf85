import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type { ApplicationFund } from '@contract/api/application'
import type { FundCreateDetail, FundCreateRow, FundCreateSubmit } from '@contract/api/fund-create'
import type { PagedList } from '@contract/api/paged-list'
import { pageParams } from './application-files'

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

/** POST …/funds: raising funds without an open application (新建申请's choices). */
export const getFundCreateFunds = () => postData<ApplicationFund[]>(`${BASE}/funds`)

/** POST …/submit (JSON): completes a pending application or files a new one; 托管审核中 after. */
export const submitFundCreate = (body: FundCreateSubmit) =>
  postData<FundCreateDetail>(`${BASE}/submit`, body, { idempotent: true })

/** POST …/withdraw?applyId */
export const withdrawFundCreate = (applyId: string) =>
  postData<FundCreateDetail>(`${BASE}/withdraw`, undefined, { params: { applyId } })
