import type { ReactNode } from 'react'

/** What the bar and pie charts share: a label for screen readers, a caption, a PNG name. */
interface ChartBase {
  /** What the chart shows, for screen readers. */
  ariaLabel: string
  /** The chart in words, shown under it (and all there is without a canvas). */
  summary?: ReactNode
  height?: number
  /** The downloaded picture's name, without .png. */
  fileName: string
  /** A value in a tooltip (amounts: formatAmount). */
  formatValue?: (value: number, seriesName: string) => string
}

export interface BarSeries {
  name: string
  values: number[]
  /** A line over the bars (a count beside amounts, say); bars unless said. */
  kind?: 'bar' | 'line'
  /** 1 puts it on the right-hand axis. */
  axis?: 0 | 1
}

export interface BarChartProps extends ChartBase {
  categories: string[]
  series: BarSeries[]
  /** The axes' names (units): 金额（万元）, 笔数. */
  axisNames?: [string, string?]
  /** Divides the left axis' labels (10,000 shows 万元). */
  axisDivisor?: number
}

export interface PieSlice {
  name: string
  value: number
}

export interface PieChartProps extends ChartBase {
  slices: PieSlice[]
}
