/** Calendar helpers on YYYY-MM-DD strings, in UTC so no time zone moves a day. */
const DAY = 86_400_000

export const isIsoDate = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && toIsoDate(parseIsoDate(text)) === text

export const parseIsoDate = (date: string) => Date.parse(`${date}T00:00:00Z`)

export const toIsoDate = (time: number) =>
  Number.isFinite(time) ? new Date(time).toISOString().slice(0, 10) : ''

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) =>
  Math.round((parseIsoDate(to) - parseIsoDate(from)) / DAY)

/**
 * The same day `months` months earlier (or later), kept inside the month it lands in:
 * 2026-03-31 minus one month is 2026-02-28.
 */
export function shiftMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const target = new Date(Date.UTC(y, m - 1 + months, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0))
  target.setUTCDate(Math.min(d, lastDay.getUTCDate()))
  return toIsoDate(target.getTime())
}
