import type { FundSource } from '@/components/fund-select'
import { performanceKeys } from './keys'
import { queryPerformanceFunds } from './performance-series'

/** 业绩分析's 产品 pickers: the organisation's funds with NAV. */
export const performanceFunds: FundSource = {
  key: performanceKeys.funds(),
  load: queryPerformanceFunds,
}
