/** The series colours every chart starts from. */
export const PALETTE = ['#d60011', '#2f6fde', '#fa8c16', '#13a8a8', '#722ed1']

/**
 * The plot area: 16 px left, 24 px right, the given top and bottom, with the axis labels kept
 * inside those margins (ECharts 6's equivalent of the old `containLabel`).
 */
export const chartGrid = (top: number, bottom: number) => ({
  left: 16,
  right: 24,
  top,
  bottom,
  outerBoundsMode: 'same' as const,
  outerBoundsContain: 'axisLabel' as const,
})
