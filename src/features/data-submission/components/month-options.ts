import { monthLabel } from '@contract/quant-operation-rules'
import { beijingTodayDay } from '@/lib/dayjs'

/** This month (Beijing's) and the eleven before it, newest first, as Select options (YYYY-MM). */
export function recentMonths(count = 12) {
  const now = beijingTodayDay()
  return Array.from({ length: count }, (_, i) => {
    const value = now.subtract(i, 'month').format('YYYY-MM')
    return { value, label: monthLabel(value) }
  })
}
