import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { balanceColumns, columnCountFor } from '@/features/layout/components/sidebar/menu-columns'

/*
 * The 全景菜单's cards in balanced columns (what CSS columns did, without their layout cost on
 * every key): order kept, never more columns than fit, and the tallest as short as any split.
 */

const tallest = (columns: number[][]) =>
  Math.max(0, ...columns.map((column) => column.reduce((sum, height) => sum + height, 0)))

/** Every way to cut the heights, in order, into at most `count` runs: the best tallest run. */
function bestTallest(heights: number[], count: number): number {
  if (heights.length === 0) return 0
  if (count === 1) return heights.reduce((sum, height) => sum + height, 0)
  let best = Infinity
  for (let first = 1; first <= heights.length; first++) {
    const head = heights.slice(0, first).reduce((sum, height) => sum + height, 0)
    best = Math.min(best, Math.max(head, bestTallest(heights.slice(first), count - 1)))
  }
  return best
}

const heightsArb = fc.array(fc.integer({ min: 1, max: 600 }), { maxLength: 9 })
const countArb = fc.integer({ min: 1, max: 6 })

describe('balanceColumns', () => {
  test('keeps every card in order, in at most the columns that fit, none empty', () => {
    fc.assert(
      fc.property(heightsArb, countArb, (heights, count) => {
        const columns = balanceColumns(heights, count, (height) => height)
        expect(columns.flat()).toEqual(heights)
        expect(columns.length).toBeLessThanOrEqual(count)
        expect(columns.every((column) => column.length > 0)).toBe(true)
      }),
    )
  })

  test('its tallest column is as short as the best possible split', () => {
    fc.assert(
      fc.property(heightsArb, countArb, (heights, count) => {
        const columns = balanceColumns(heights, count, (height) => height)
        expect(tallest(columns)).toBe(bestTallest(heights, count))
      }),
    )
  })

  test('a user with thousands of menus: 3,000 cards split at once', () => {
    const heights = Array.from({ length: 3000 }, (_, i) => 60 + ((i * 37) % 400))
    const columns = balanceColumns(heights, 7, (height) => height)
    expect(columns).toHaveLength(7)
    expect(tallest(columns)).toBeLessThan(bestTallestBound(heights, 7))
  })
})

/** A split's tallest is under the average plus the tallest card. */
const bestTallestBound = (heights: number[], count: number) =>
  heights.reduce((sum, height) => sum + height, 0) / count + Math.max(...heights) + 1

describe('columnCountFor', () => {
  test.each([
    [0, 1],
    [219, 1],
    [455, 1],
    [456, 2],
    [1200, 5],
    [1635, 6],
    [1636, 7],
  ])('%i px holds %i columns of at least 220 px, 16 px apart', (width, count) => {
    expect(columnCountFor(width)).toBe(count)
  })
})
