import { LineChart as LineSeriesChart } from 'echarts/charts'
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
} from 'echarts/components'
import * as echarts from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'
import { reducedMotion, useChartBox } from './use-chart-box'
import type { LineChartProps } from './line-chart-types'
import './line-chart.css'

echarts.use([
  LineSeriesChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
  CanvasRenderer,
])

const PALETTE = ['#d60011', '#2f6fde', '#fa8c16', '#13a8a8', '#722ed1']

function optionOf({ categories, series, digits = 2, zoom = true }: LineChartProps) {
  const format = (value: unknown) => (typeof value === 'number' ? value.toFixed(digits) : '—')
  return {
    backgroundColor: 'transparent',
    color: PALETTE,
    animation: !reducedMotion(),
    grid: { left: 16, right: 24, top: 40, bottom: zoom ? 56 : 24, containLabel: true },
    legend: { top: 0 },
    tooltip: { trigger: 'axis', valueFormatter: format },
    xAxis: { type: 'category', boundaryGap: false, data: categories },
    yAxis: { type: 'value', scale: true, axisLabel: { formatter: format } },
    dataZoom: zoom ? [{ type: 'inside' }, { type: 'slider', height: 20, bottom: 12 }] : [],
    series: series.map((s) => ({
      name: s.name,
      type: 'line',
      showSymbol: false,
      data: s.values,
    })),
  }
}

/**
 * A line chart (ECharts, loaded with this module only: import it lazily through
 * lazy-line-chart.tsx). It follows the portal's skin and resizes with its box; screen readers
 * get its label and the summary shown under it. Without a canvas only the summary shows.
 */
export default function LineChart(props: LineChartProps) {
  const { ariaLabel, summary, height = 360 } = props
  const { box, drawable } = useChartBox(optionOf(props), ariaLabel)

  return (
    <figure className="line-chart">
      {drawable && (
        <div
          ref={box}
          role="img"
          aria-label={ariaLabel}
          style={{ height }}
          className="line-chart__box"
        />
      )}
      {summary && <figcaption className="line-chart__summary">{summary}</figcaption>}
    </figure>
  )
}
