import { queryOptions } from '@tanstack/react-query'
import { postData } from '@/lib/http/request'
import type { SalesStatistics } from '@contract/api/sales'
import { salesKeys } from './keys'

/** POST /rest/sales/salesStatistics?beginMonth&endMonth (YYYY-MM; 12 months to this one if absent). */
export const getSalesStatistics = (beginMonth?: string, endMonth?: string) =>
  postData<SalesStatistics>('/rest/sales/salesStatistics', undefined, {
    params: { beginMonth, endMonth },
  })

export const salesStatisticsQuery = (beginMonth?: string, endMonth?: string) =>
  queryOptions({
    queryKey: salesKeys.statistics(beginMonth ?? '', endMonth ?? ''),
    queryFn: () => getSalesStatistics(beginMonth, endMonth),
  })
