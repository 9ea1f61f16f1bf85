import type { Dayjs } from 'dayjs'
import { dayjs } from './dayjs'

/*
 * The dates a picker allows (min and max, inclusive, either open) and what it says when a
 * typed date falls outside them. The picker components are in src/components/bounded-date-picker.
 */

export type BoundUnit = 'day' | 'month'

export interface DateBounds {
  min?: Dayjs
  max?: Dayjs
}

const FORMATS: Record<BoundUnit, string> = { day: 'YYYY-MM-DD', month: 'YYYY-MM' }
const NOUNS: Record<BoundUnit, string> = { day: '日期', month: '月份' }

export const isOutside = (day: Dayjs, { min, max }: DateBounds, unit: BoundUnit) =>
  (!!min && day.isBefore(min, unit)) || (!!max && day.isAfter(max, unit))

/** 可选日期为 2023-11-27 至 2026-11-26 (or … 及以前 / 及以后); '' when nothing is excluded. */
export function boundsText({ min, max }: DateBounds, unit: BoundUnit): string {
  const show = (d: Dayjs) => d.format(FORMATS[unit])
  const noun = NOUNS[unit]
  if (min && max) return `可选${noun}为 ${show(min)} 至 ${show(max)}`
  if (max) return `可选${noun}为 ${show(max)} 及以前`
  if (min) return `可选${noun}为 ${show(min)} 及以后`
  return ''
}

const PATTERNS: Record<BoundUnit, RegExp> = {
  day: /^(\d{4})-(\d{1,2})-(\d{1,2})$/,
  month: /^(\d{4})-(\d{1,2})$/,
}

/** A complete date typed into a picker's box (a local-zone day, as pickers hold), or undefined. */
export function typedDay(text: string, unit: BoundUnit): Dayjs | undefined {
  const match = PATTERNS[unit].exec(text.trim())
  if (!match) return undefined
  const [year, month, date = 1] = match.slice(1).map(Number) as [number, number, number?]
  const day = dayjs(new Date(year, month - 1, date))
  return day.year() === year && day.month() === month - 1 && day.date() === date ? day : undefined
}

/** What a picker says when `text` was typed outside `bounds`; undefined when it was not. */
export function refusal(text: string, bounds: DateBounds, unit: BoundUnit): string | undefined {
  const day = typedDay(text, unit)
  if (!day || !isOutside(day, bounds, unit)) return undefined
  return `${text.trim()} 不在可选范围内，${boundsText(bounds, unit)}`
}

const later = (a: Dayjs | undefined, b: Dayjs | undefined) =>
  a && b ? (a.isAfter(b) ? a : b) : (a ?? b)
const earlier = (a: Dayjs | undefined, b: Dayjs | undefined) =>
  a && b ? (a.isBefore(b) ? a : b) : (a ?? b)

/**
 * The bounds of one end of a range whose other end is `other`: the start no later than the
 * end, the end no earlier than the start, and both within `span` of each other (a range of at
 * most three years is 2023-11-27 to 2026-11-26).
 */
export function endBounds(
  bounds: DateBounds,
  side: 'start' | 'end',
  other: Dayjs | null | undefined,
  span?: { years: number },
): DateBounds {
  if (!other) return bounds
  if (side === 'start') {
    const floor = span && other.subtract(span.years, 'year').add(1, 'day')
    return { min: later(bounds.min, floor), max: earlier(bounds.max, other) }
  }
  const ceiling = span && other.add(span.years, 'year').subtract(1, 'day')
  return { min: later(bounds.min, other), max: earlier(bounds.max, ceiling) }
}
