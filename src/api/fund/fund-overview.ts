import { queryOptions } from '@tanstack/react-query'
import { postData } from '@/lib/http/request'
import type { FundCount, FundStageItem } from '@contract/api/home'
import { fundKeys } from './keys'

/* 产品概览 and the calendar's fund list. Silent: the cards show their own failure. */

/** POST /rest/fund/countFund?userId: the organisation's funds, in all and by stage. */
export const countFund = (userId: string) =>
  postData<FundCount>('/rest/fund/countFund', undefined, { params: { userId }, silent: true })

/** The user's organisation's (orgId keys its cache too). */
export const fundCountQuery = (userId: string, orgId: string | undefined) =>
  queryOptions({ queryKey: fundKeys.count(userId, orgId), queryFn: () => countFund(userId) })

/** POST /fund/queryFundStage?userId&fundCode: the funds (one, given fundCode) and their stage. */
export const queryFundStage = (userId: string, fundCode?: string) =>
  postData<FundStageItem[]>('/fund/queryFundStage', undefined, {
    params: { userId, fundCode },
    silent: true,
  }).then((list) => (Array.isArray(list) ? list : []))

/** Every fund of the user's organisation, with its stage. */
export const fundStagesQuery = (userId: string, orgId: string | undefined) =>
  queryOptions({ queryKey: fundKeys.stages(userId, orgId), queryFn: () => queryFundStage(userId) })
