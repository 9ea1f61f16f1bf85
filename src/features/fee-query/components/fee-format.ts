import type { FeeSummaryGrouping } from '@contract/api/fee'

const RATE = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 })

/** An annual fee rate as a plain percentage, 2 to 4 decimals: 0.015 → 1.50%, 0.00025 → 0.025%. */
export const formatRate = (rate: number) => `${RATE.format(rate * 100)}%`

/** 2026Q3 → 2026年第3季度 */
export const quarterLabel = (period: string) => `${period.slice(0, 4)}年第${period.slice(5)}季度`

/** A summary period as people say it: 2026年10月, 2026年第4季度, 2026年. */
export function periodLabel(period: string) {
  if (/^\d{4}-\d{2}$/.test(period)) return `${period.slice(0, 4)}年${period.slice(5)}月`
  if (/^\d{4}Q\d$/.test(period)) return quarterLabel(period)
  return `${period}年`
}

export const GROUPING_OPTIONS: Array<{ value: FeeSummaryGrouping; label: string }> = [
  { value: 'month', label: '按月' },
  { value: 'quarter', label: '按季' },
  { value: 'year', label: '按年' },
]

/** A performance-fee ratio: 0.2 → 20%. */
export const ratioText = (ratio: number) => `${Math.round(ratio * 1000) / 10}%`
