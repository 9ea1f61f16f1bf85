import { formatBeijing } from '@contract/beijing-time'

/** What an absent or unreadable value shows as, everywhere in the portal. */
export const NO_VALUE = '—'

type Numeric = number | string | null | undefined

const toNumber = (value: Numeric): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined
  const n = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''))
  return Number.isFinite(n) ? n : undefined
}

const grouped = (decimals: number) =>
  new Intl.NumberFormat('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })
const FORMATS = new Map<number, Intl.NumberFormat>()
const formatOf = (decimals: number) => {
  let format = FORMATS.get(decimals)
  if (!format) FORMATS.set(decimals, (format = grouped(decimals)))
  return format
}

/** 1234567.891 → 1,234,567.89 (screens.md "Amounts"); a string from the server is read too. */
export function formatAmount(value: Numeric, decimals = 2): string {
  const n = toNumber(value)
  if (n === undefined) return NO_VALUE
  const text = formatOf(decimals).format(n)
  // -0.001 rounds to "-0.00": money that rounds to nothing has no sign.
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text
}

/** A net asset value: 4 decimals. */
export const formatNav = (value: Numeric) => formatAmount(value, 4)

export type Trend = 'up' | 'down' | 'flat'

/** Red up, green down (the Chinese market convention); 0 and nothing are flat. */
export function trendOf(value: Numeric): Trend {
  const n = toNumber(value)
  if (n === undefined || n === 0) return 'flat'
  return n > 0 ? 'up' : 'down'
}

/** A ratio as a signed percentage: 0.01234 → +1.23%, -0.005 → -0.50%, 0 → 0.00%. */
export function formatPercent(ratio: Numeric, decimals = 2): string {
  const n = toNumber(ratio)
  if (n === undefined) return NO_VALUE
  const text = formatAmount(n * 100, decimals)
  return `${n > 0 && text !== formatAmount(0, decimals) ? '+' : ''}${text}%`
}

/** An instant (or a Beijing wall-clock string) as Beijing reads it; unreadable shows —. */
function formatInBeijing(value: string | number | Date | null | undefined, pattern: string) {
  if (value === null || value === undefined || value === '') return NO_VALUE
  return formatBeijing(value, pattern) || NO_VALUE
}

/** YYYY-MM-DD in Beijing, whatever the browser's zone; anything unreadable shows as —. */
export const formatDate = (value: string | number | Date | null | undefined) =>
  formatInBeijing(value, 'YYYY-MM-DD')

/** YYYY-MM-DD HH:mm:ss in Beijing, whatever the browser's zone. */
export const formatDateTime = (value: string | number | Date | null | undefined) =>
  formatInBeijing(value, 'YYYY-MM-DD HH:mm:ss')

/** 512 B, 1.5 KB, 2 MB, 1.2 GB: a file's size as people read it. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return NO_VALUE
  if (bytes < 1024) return `${bytes} B`
  const units = ['KB', 'MB', 'GB', 'TB']
  let size = bytes / 1024
  let unit = 0
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024
    unit += 1
  }
  const rounded = Math.round(size * 10) / 10
  return `${Number.isInteger(rounded) ? rounded : rounded.toFixed(1)} ${units[unit]}`
}
