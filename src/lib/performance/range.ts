import { isIsoDate, shiftMonths } from './dates'

/** The ranges 业绩分析 offers: 近1月 … 成立以来 and a custom one. */
export const RANGE_KEYS = ['1m', '3m', '6m', '1y', 'ytd', 'all', 'custom'] as const
export type RangeKey = (typeof RANGE_KEYS)[number]

export const RANGE_LABELS: Record<RangeKey, string> = {
  '1m': '近1月',
  '3m': '近3月',
  '6m': '近6月',
  '1y': '近1年',
  ytd: '今年以来',
  all: '成立以来',
  custom: '自定义',
}

export const isRangeKey = (value: unknown): value is RangeKey =>
  typeof value === 'string' && (RANGE_KEYS as readonly string[]).includes(value)

const MONTHS: Partial<Record<RangeKey, number>> = { '1m': 1, '3m': 3, '6m': 6, '1y': 12 }

export interface ResolvedRange {
  from: string
  to: string
  /** The range reached back before the first NAV and starts there instead. */
  clamped: boolean
}

/**
 * A range as dates, ending at the last NAV date (or the custom end, if earlier): 近N月 starts
 * N months before that end, 今年以来 at the previous year's last day (so the year's first day
 * counts), 成立以来 at the first NAV. The start is clamped to the first NAV date. Null when
 * a custom range is ill-formed or holds no NAV date.
 */
export function resolveRange(
  key: RangeKey,
  bounds: { first: string; last: string },
  custom: { from?: string; to?: string } = {},
): ResolvedRange | null {
  const { first, last } = bounds
  if (!isIsoDate(first) || !isIsoDate(last) || first > last) return null
  let from: string
  let to = last
  if (key === 'custom') {
    if (!custom.from || !custom.to || !isIsoDate(custom.from) || !isIsoDate(custom.to)) return null
    if (custom.from > custom.to || custom.to < first || custom.from > last) return null
    from = custom.from
    to = custom.to < last ? custom.to : last
  } else if (key === 'ytd') {
    from = `${Number(last.slice(0, 4)) - 1}-12-31`
  } else if (key === 'all') {
    from = first
  } else {
    from = shiftMonths(last, -(MONTHS[key] ?? 12))
  }
  if (from < first) return { from: first, to, clamped: key !== 'all' }
  return { from, to, clamped: false }
}
