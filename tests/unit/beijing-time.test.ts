import fc from 'fast-check'
import { afterEach, describe, expect, test } from 'vitest'
import {
  beijingNow,
  beijingToday,
  formatBeijing,
  instantOf,
  toBeijingIso,
} from '@contract/beijing-time'
import { formatDate, formatDateTime } from '@/lib/format'

/* The one clock: Beijing time whatever the process's zone (the suites run in UTC). */

// Shanghai's wall clock computed apart from the module: Intl with the zone named.
const SHANGHAI = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})
const shanghaiClock = (ms: number) => SHANGHAI.format(new Date(ms))
const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10)

// 1992 (China's last daylight saving ended 1991) to 2100, to the millisecond.
const instants = fc.integer({ min: Date.UTC(1992, 0, 1), max: Date.UTC(2100, 0, 1) })
const DAY = 86_400_000

describe('the suites run in UTC', () => {
  test('the worker’s zone is UTC, so a time in the process’s own zone would be 8 h off', () => {
    expect(process.env.TZ).toBe('UTC')
    expect(new Date(0).getTimezoneOffset()).toBe(0)
    expect(new Date(Date.UTC(2026, 10, 25, 16, 30)).getHours()).toBe(16)
  })
})

describe('formatDateTime and formatDate show Beijing time', () => {
  test('for any instant (ms, Date, ISO with Z): the Shanghai wall clock', () => {
    fc.assert(
      fc.property(instants, (ms) => {
        const expected = shanghaiClock(ms)
        expect(formatDateTime(ms)).toBe(expected)
        expect(formatDateTime(new Date(ms))).toBe(expected)
        expect(formatDateTime(new Date(ms).toISOString())).toBe(expected)
        expect(formatDate(ms)).toBe(expected.slice(0, 10))
      }),
    )
  })

  test('toBeijingIso names the same instant with +08:00, and reads back the same', () => {
    fc.assert(
      fc.property(instants, (ms) => {
        const iso = toBeijingIso(ms)
        expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/)
        expect(Date.parse(iso)).toBe(Math.floor(ms / 1000) * 1000)
        expect(formatDateTime(iso)).toBe(shanghaiClock(ms))
      }),
    )
  })

  test('a string without an offset is Beijing’s wall clock, and a date stays that date', () => {
    fc.assert(
      fc.property(instants, (ms) => {
        const wall = shanghaiClock(ms)
        expect(formatDateTime(wall)).toBe(wall)
        expect(formatDate(wall.slice(0, 10))).toBe(wall.slice(0, 10))
        expect(instantOf(wall)).toBe(Math.floor(ms / 1000) * 1000)
      }),
    )
    expect(formatDateTime('2026-11-25 14:44')).toBe('2026-11-25 14:44:00')
    expect(formatDateTime('2026-11-25T14:44:00+08:00')).toBe('2026-11-25 14:44:00')
    expect(formatDateTime('2026-11-25T06:44:00Z')).toBe('2026-11-25 14:44:00')
  })

  test('unreadable stays —', () => {
    for (const value of ['', 'not a date', Number.NaN, null, undefined]) {
      expect(formatDateTime(value)).toBe('—')
    }
    expect(formatBeijing('nonsense')).toBe('')
  })

  test('in a zone with daylight saving (New York) too, across its spring gap and autumn fold', () => {
    const before = process.env.TZ
    process.env.TZ = 'America/New_York'
    try {
      expect(new Date(Date.UTC(2026, 6, 1)).getTimezoneOffset()).toBe(240)
      const around = (day: number) => fc.integer({ min: day - 2 * DAY, max: day + 2 * DAY })
      const spring = Date.UTC(2026, 2, 8, 7)
      const autumn = Date.UTC(2026, 10, 1, 6)
      fc.assert(
        fc.property(fc.oneof(around(spring), around(autumn)), (ms) => {
          expect(formatDateTime(ms)).toBe(shanghaiClock(ms))
          expect(instantOf(shanghaiClock(ms))).toBe(Math.floor(ms / 1000) * 1000)
        }),
      )
      // 02:03 in Beijing is 14:03 in New York the day before its clocks spring forward at 02:00.
      expect(formatDateTime('2026-03-07T18:03:00Z')).toBe('2026-03-08 02:03:00')
    } finally {
      process.env.TZ = before
    }
  })
})

describe('beijingToday', () => {
  afterEach(() => expect(new Date(0).getTimezoneOffset()).toBe(0))

  test('from 16:00 UTC on it is already tomorrow in Beijing; before, the same date', () => {
    fc.assert(
      fc.property(instants, (ms) => {
        const today = beijingToday(ms)
        expect(today).toBe(shanghaiClock(ms).slice(0, 10))
        const utcHour = new Date(ms).getUTCHours()
        if (utcHour >= 16) expect(today).not.toBe(utcDate(ms))
        else expect(today).toBe(utcDate(ms))
      }),
    )
  })

  test('00:30 Beijing is 16:30 UTC the day before; 23:59:59 Beijing is 15:59:59 UTC', () => {
    expect(beijingToday(Date.parse('2026-11-25T16:30:00Z'))).toBe('2026-11-26')
    expect(beijingNow(Date.parse('2026-11-25T16:30:00Z'))).toBe('2026-11-26 00:30:00')
    expect(beijingToday(Date.parse('2026-11-25T15:59:59.999Z'))).toBe('2026-11-25')
    expect(beijingToday(Date.parse('2026-12-31T16:00:00Z'))).toBe('2027-01-01')
  })
})
