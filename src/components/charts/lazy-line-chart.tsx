import { Skeleton } from 'antd'
import { lazy, Suspense } from 'react'
import type { LineChartProps } from './line-chart-types'

const LineChart = lazy(() => import('./line-chart'))

/** The line chart, its chart library fetched the first time one shows. */
export function LazyLineChart(props: LineChartProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <LineChart {...props} />
    </Suspense>
  )
}

export type { LineChartProps, LineSeries } from './line-chart-types'
