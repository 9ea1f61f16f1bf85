import { queryOptions } from '@tanstack/react-query'
import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type { ApplicationFund } from '@contract/api/application'
import type {
  LiquidationDetail,
  LiquidationRow,
  LiquidationSubmit,
} from '@contract/api/fund-liquidation'
import type { PagedList } from '@contract/api/paged-list'
import { pageParams } from './application-files'
import { productKeys } from './keys'

/** 产品清算 endpoints (docs/api.md "产品成立、清算、分红"). */
const BASE = '/rest/product/liquidation'

/** POST …/queryList?fundName&status&beginDate&endDate&sort&pageNo&pageSize */
export const queryLiquidations = (query: TableQuery) =>
  postData<PagedList<LiquidationRow>>(`${BASE}/queryList`, undefined, {
    params: pageParams(query, 'applyDate'),
    silent: true,
  })

export const getLiquidation = (applyId: string) =>
  postData<LiquidationDetail>(`${BASE}/detail`, undefined, { params: { applyId }, silent: true })

export const liquidationQuery = (applyId: string) =>
  queryOptions({
    queryKey: productKeys.application('fund-liquidation', applyId),
    queryFn: () => getLiquidation(applyId),
  })

/** POST …/funds: operating funds (新建清算申请's choices). */
export const getLiquidationFunds = () => postData<ApplicationFund[]>(`${BASE}/funds`)

export const liquidationFundsQuery = () =>
  queryOptions({
    queryKey: productKeys.applicationFunds('fund-liquidation'),
    queryFn: getLiquidationFunds,
  })

/** POST …/submit (JSON): a new liquidation, 清算中; its fund enters 清算期. */
export const submitLiquidation = (body: LiquidationSubmit) =>
  postData<LiquidationDetail>(`${BASE}/submit`, body, { idempotent: true })

/** POST …/confirm?applyId: the manager confirms the checked report; 已完成. */
export const confirmLiquidation = (applyId: string) =>
  postData<LiquidationDetail>(`${BASE}/confirm`, undefined, { params: { applyId } })
