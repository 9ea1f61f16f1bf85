import { Skeleton } from 'antd'
import { lazy, Suspense } from 'react'
import type { PerfChartProps } from './chart-types'

const PerfChart = lazy(() => import('./perf-chart'))

/** The chart, ECharts fetched with the first one the page shows (not in the shell). */
export function LazyPerfChart(props: PerfChartProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <PerfChart {...props} />
    </Suspense>
  )
}
