/** The 全景菜单's cards: at least this wide, this far apart (as the CSS columns were). */
export const COLUMN_MIN_PX = 220
export const COLUMN_GAP_PX = 16

/** How many columns of at least COLUMN_MIN_PX fit in `width`. */
export function columnCountFor(width: number) {
  return Math.max(1, Math.floor((width + COLUMN_GAP_PX) / (COLUMN_MIN_PX + COLUMN_GAP_PX)))
}

/** Items in order, cut wherever the next one would pass `limit`. */
function cut<T>(items: readonly T[], heights: readonly number[], limit: number) {
  const columns: T[][] = []
  let sum = Infinity
  items.forEach((item, index) => {
    const height = heights[index]!
    if (sum + height > limit) {
      columns.push([])
      sum = 0
    }
    columns.at(-1)!.push(item)
    sum += height
  })
  return columns
}

/**
 * Splits the items, keeping their order, into at most `count` columns whose tallest is as short
 * as it can be: what CSS columns' balancing does, without the layout passes that balancing costs
 * the browser on every key of the filter (10× the layout of the same cards in plain columns).
 */
export function balanceColumns<T>(
  items: readonly T[],
  count: number,
  heightOf: (item: T) => number,
): T[][] {
  const heights = items.map(heightOf)
  let low = heights.reduce((max, height) => Math.max(max, height), 0)
  let high = heights.reduce((sum, height) => sum + height, 0)
  while (low < high) {
    const limit = Math.floor((low + high) / 2)
    if (cut(items, heights, limit).length <= count) high = limit
    else low = limit + 1
  }
  return cut(items, heights, low)
}
