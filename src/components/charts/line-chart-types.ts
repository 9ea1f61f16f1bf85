import type { ReactNode } from 'react'

export interface LineSeries {
  name: string
  /** One value per category; null leaves a gap. */
  values: Array<number | null>
}

export interface LineChartProps {
  /** The x axis: dates, months… */
  categories: string[]
  series: LineSeries[]
  /** What the chart shows, for screen readers. */
  ariaLabel: string
  /** The chart in words, shown under it (and all there is without a canvas). */
  summary?: ReactNode
  height?: number
  /** Decimals of values on the axis and in the tooltip (NAV: 4). */
  digits?: number
  /** A slider and wheel zoom over the x axis (on by default). */
  zoom?: boolean
}
