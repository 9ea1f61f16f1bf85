import { salesAgencyHandlers } from './sales-agency-handlers'
import { salesOrderHandlers } from './sales-order-handlers'
import { salesStatisticsHandlers } from './sales-statistics-handlers'
import { salesSuitabilityHandlers } from './sales-suitability-handlers'

/** 销售管理's endpoints (docs/api.md "销售管理"). */
export const salesHandlers = [
  ...salesOrderHandlers,
  ...salesAgencyHandlers,
  ...salesStatisticsHandlers,
  ...salesSuitabilityHandlers,
]
