import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  formatAmount,
  formatBytes,
  formatDate,
  formatDateTime,
  formatNav,
  formatPercent,
  NO_VALUE,
  trendOf,
} from '@/lib/format'

describe('amounts (screens.md: thousands separators, 2 decimals, NAV 4)', () => {
  test.each([
    [1234567.891, '1,234,567.89'],
    [0, '0.00'],
    [-1234.5, '-1,234.50'],
    [-0.001, '0.00'],
    ['98765.4', '98,765.40'],
    ['1,200.5', '1,200.50'],
    [1e15, '1,000,000,000,000,000.00'],
  ])('%s → %s', (value, text) => {
    expect(formatAmount(value)).toBe(text)
  })

  test('nothing or something unreadable shows —', () => {
    for (const value of [null, undefined, '', 'abc', Number.NaN, Infinity]) {
      expect(formatAmount(value)).toBe(NO_VALUE)
    }
  })

  test('a NAV has 4 decimals', () => {
    expect(formatNav(1.23456)).toBe('1.2346')
    expect(formatNav('1')).toBe('1.0000')
  })

  test('for any finite number: two decimals, groups of three, the value kept to the cent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (n) => {
        const text = formatAmount(n)
        expect(text).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/)
        expect(Math.abs(Number(text.replace(/,/g, '')) - n)).toBeLessThanOrEqual(0.005 + 1e-6)
      }),
    )
  })
})

describe('percentages and trends (red up, green down)', () => {
  test.each([
    [0.01234, '+1.23%', 'up'],
    [-0.005, '-0.50%', 'down'],
    [0, '0.00%', 'flat'],
    [0.00001, '0.00%', 'up'],
  ] as const)('%s → %s', (ratio, text, trend) => {
    expect(formatPercent(ratio)).toBe(text)
    expect(trendOf(ratio)).toBe(trend)
  })

  test('nothing is flat and shows —', () => {
    expect(formatPercent(undefined)).toBe(NO_VALUE)
    expect(trendOf(null)).toBe('flat')
  })

  test('the sign always agrees with the trend when the shown value is not zero', () => {
    fc.assert(
      fc.property(fc.double({ min: -100, max: 100, noNaN: true }), (ratio) => {
        const text = formatPercent(ratio)
        if (text === '0.00%' || text === '-0.00%') return
        expect(text.startsWith('+')).toBe(trendOf(ratio) === 'up')
        expect(text.startsWith('-')).toBe(trendOf(ratio) === 'down')
      }),
    )
  })
})

describe('dates and sizes', () => {
  test('YYYY-MM-DD and a time stamp; unreadable shows —', () => {
    expect(formatDate('2026-11-21T09:30:00')).toBe('2026-11-21')
    expect(formatDateTime('2026-11-21 09:30:05')).toBe('2026-11-21 09:30:05')
    expect(formatDate('not a date')).toBe(NO_VALUE)
    expect(formatDate(null)).toBe(NO_VALUE)
  })

  test.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1536, '1.5 KB'],
    [2 * 1024 * 1024, '2 MB'],
    [1.25 * 1024 ** 3, '1.3 GB'],
  ])('%s bytes → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text)
  })
})
