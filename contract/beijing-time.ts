import dayjs, { type Dayjs } from 'dayjs'
import timezone from 'dayjs/plugin/timezone'
import utc from 'dayjs/plugin/utc'

/*
 * The portal's one clock. The firm, its clients and its data are in China: every date and time
 * the app and the demo backend show, send or put in a file name is Beijing time, whatever the
 * browser's or the process's own zone. Pure (no React) so the demo backend imports it too.
 *
 * A string with Z or an offset ('2026-11-25T06:44:00Z', '…+08:00'), a number, a Date or a Dayjs
 * is an instant. A string without one ('2026-11-25', '2026-11-25 14:44[:00]') is Beijing's
 * wall clock: a calendar date stays that date in every zone.
 */

dayjs.extend(utc)
dayjs.extend(timezone)

export const BEIJING_ZONE = 'Asia/Shanghai'
dayjs.tz.setDefault(BEIJING_ZONE)

export type Moment = string | number | Date | Dayjs

const WALL_CLOCK =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/

/** The instant a value names, in ms (NaN when it names none). */
export function instantOf(value: Moment): number {
  const wall = typeof value === 'string' ? WALL_CLOCK.exec(value.trim()) : null
  return wall ? beijingWallClock(wall) : dayjs(value).valueOf()
}

/*
 * Beijing's wall clock to an instant: the fields read as UTC, less the zone's offset there. The
 * offset is looked up at the guess it gives and again at the result (right across a change of
 * offset). dayjs.tz() did this through an Intl formatter of its own per call, a third of the
 * demo backend's seed time.
 */
function beijingWallClock([, year, month, day, hour, minute, second, fraction]: RegExpExecArray) {
  const wall = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour ?? 0),
    Number(minute ?? 0),
    Number(second ?? 0),
    Number((fraction ?? '').padEnd(3, '0')),
  )
  const guess = wall - offsetMinutes(wall) * 60_000
  return wall - offsetMinutes(guess) * 60_000
}

/*
 * Beijing's fields of an instant. dayjs's own `.tz()` builds them through the local zone, so a
 * Beijing time falling in the browser's daylight-saving gap comes out an hour late (and each
 * call costs a new Intl formatter); the zone's offset is read once per instant here instead,
 * and the fields are those of a UTC-mode day.js moved by it.
 */
const ZONE_FIELDS = new Intl.DateTimeFormat('en-US', {
  timeZone: BEIJING_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
})

function readOffset(ms: number) {
  const n: Record<string, number> = {}
  for (const part of ZONE_FIELDS.formatToParts(ms)) n[part.type] = Number(part.value)
  const wall = Date.UTC(n.year!, n.month! - 1, n.day!, n.hour! % 24, n.minute!, n.second!)
  return Math.round((wall - (ms - (((ms % 1000) + 1000) % 1000))) / 60_000)
}

// Zones change offset on the hour: one reading per hour serves a list of thousands of rows.
const HOUR = 3_600_000
const offsetByHour = new Map<number, number>()

function offsetMinutes(ms: number) {
  const hour = Math.floor(ms / HOUR)
  let offset = offsetByHour.get(hour)
  if (offset === undefined) {
    if (offsetByHour.size > 50_000) offsetByHour.clear()
    offsetByHour.set(hour, (offset = readOffset(hour * HOUR)))
  }
  return offset
}

function wallClockOf(value: Moment): { fields: Dayjs; offset: number } | undefined {
  const ms = instantOf(value)
  if (Number.isNaN(ms)) return undefined
  const offset = offsetMinutes(ms)
  return { fields: dayjs.utc(ms + offset * 60_000), offset }
}

/** An instant as Beijing reads it, in a day.js pattern; '' when the value names no instant. */
export function formatBeijing(value: Moment, pattern = 'YYYY-MM-DD HH:mm:ss'): string {
  return wallClockOf(value)?.fields.format(pattern) ?? ''
}

/** An instant as ISO 8601 with Beijing's offset: '2026-11-25T14:44:00+08:00'. */
export function toBeijingIso(value: Moment): string {
  const clock = wallClockOf(value)
  if (!clock) return ''
  const sign = clock.offset < 0 ? '-' : '+'
  const abs = Math.abs(clock.offset)
  const hhmm = `${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
  return `${clock.fields.format('YYYY-MM-DDTHH:mm:ss')}${sign}${hhmm}`
}

/** Now on Beijing's wall clock, YYYY-MM-DD HH:mm:ss. */
export const beijingNow = (now: Moment = Date.now()) => formatBeijing(now)

// The demo backend asks for today inside loops over thousands of rows: the day is kept with
// the instants it spans and only worked out again when a moment falls outside them.
let lastDay = { from: 0, until: 0, date: '' }

/** Beijing's date, YYYY-MM-DD: at 00:30 in Beijing (16:30 UTC) it is already tomorrow. */
export function beijingToday(now: Moment = Date.now()): string {
  const ms = typeof now === 'number' ? now : instantOf(now)
  if (ms >= lastDay.from && ms < lastDay.until) return lastDay.date
  const date = formatBeijing(ms, 'YYYY-MM-DD')
  if (!date) return ''
  const from = instantOf(date)
  lastDay = { from, until: instantOf(dayjs.utc(date).add(1, 'day').format('YYYY-MM-DD')), date }
  return date
}
