import { Skeleton } from 'antd'
import { lazy, Suspense } from 'react'
import { canDraw, ChartFrame } from './chart-frame'
import type { PerfChartProps } from './chart-types'

const PerfChart = lazy(() => import('./perf-chart'))

let drawable: boolean | undefined

/**
 * The chart, ECharts fetched with the first one the page shows (not in the shell). Where no
 * canvas draws, the heading and the summary in words only, without fetching ECharts.
 */
export function LazyPerfChart(props: PerfChartProps) {
  drawable ??= canDraw()
  if (!drawable) return <ChartFrame title={props.title} summary={props.summary} />
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <PerfChart {...props} />
    </Suspense>
  )
}
