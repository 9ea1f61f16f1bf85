import type { ReactNode } from 'react'

export interface PerfSeries {
  name: string
  /** One value per date; null leaves a gap. */
  values: Array<number | null>
  /** Filled down to the axis (the drawdown chart). */
  area?: boolean
  /** A dashed line (the benchmark). */
  dashed?: boolean
}

export interface PerfChartProps {
  /** The x axis: YYYY-MM-DD. */
  dates: string[]
  series: PerfSeries[]
  /** How values read: `nav` 4 decimals, `percent` a ratio shown as %. */
  format: 'nav' | 'percent'
  /** The chart's heading; also names the downloaded picture. */
  title: string
  /** What the chart shows, for screen readers. */
  ariaLabel: string
  /** The chart in words, under it (all there is without a canvas). */
  summary?: ReactNode
  height?: number
  /** Series colours in order (the portal's palette unless given). */
  colors?: string[]
}
