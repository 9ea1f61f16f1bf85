import { postData } from '@/lib/http/request'
import type { FundCount, FundStageItem } from '@contract/api/home'

/* 产品概览 and the calendar's fund list. Silent: the cards show their own failure. */

/** POST /rest/fund/countFund?userId: the organisation's funds, in all and by stage. */
export const countFund = (userId: string) =>
  postData<FundCount>('/rest/fund/countFund', undefined, { params: { userId }, silent: true })

/** POST /fund/queryFundStage?userId&fundCode: the funds (one, given fundCode) and their stage. */
export const queryFundStage = (userId: string, fundCode?: string) =>
  postData<FundStageItem[]>('/fund/queryFundStage', undefined, {
    params: { userId, fundCode },
    silent: true,
  }).then((list) => (Array.isArray(list) ? list : []))
