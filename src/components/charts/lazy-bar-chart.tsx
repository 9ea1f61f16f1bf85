import { Skeleton } from 'antd'
import { lazy, Suspense } from 'react'
import type { BarChartProps, PieChartProps } from './bar-chart-types'

const BarChart = lazy(() => import('./bar-chart'))
const PieChart = lazy(() => import('./pie-chart'))

const fallback = <Skeleton active paragraph={{ rows: 6 }} />

/** The bar chart, its chart library fetched the first time one shows. */
export function LazyBarChart(props: BarChartProps) {
  return (
    <Suspense fallback={fallback}>
      <BarChart {...props} />
    </Suspense>
  )
}

/** The pie chart, likewise. */
export function LazyPieChart(props: PieChartProps) {
  return (
    <Suspense fallback={fallback}>
      <PieChart {...props} />
    </Suspense>
  )
}

export type { BarChartProps, BarSeries, PieChartProps, PieSlice } from './bar-chart-types'
