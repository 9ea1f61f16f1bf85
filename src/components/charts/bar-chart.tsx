import { BarChart as BarSeriesChart, LineChart as LineSeriesChart } from 'echarts/charts'
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components'
import * as echarts from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'
import type { BarChartProps } from './bar-chart-types'
import { ChartFrame } from './chart-frame'
import { reducedMotion, useChartBox } from './use-chart-box'

echarts.use([
  BarSeriesChart,
  LineSeriesChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  CanvasRenderer,
])

const PALETTE = ['#d60011', '#2f6fde', '#fa8c16', '#13a8a8', '#722ed1']

function optionOf(props: BarChartProps) {
  const { categories, series, axisNames = ['', ''], axisDivisor = 1, formatValue } = props
  const twoAxes = series.some((s) => s.axis === 1)
  const label = (v: number) => (v / axisDivisor).toLocaleString('zh-CN')
  return {
    backgroundColor: 'transparent',
    color: PALETTE,
    animation: !reducedMotion(),
    grid: { left: 16, right: 24, top: 48, bottom: 16, containLabel: true },
    legend: { top: 0 },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: formatValue && ((v: unknown) => formatValue(Number(v), '')),
    },
    xAxis: {
      type: 'category',
      data: categories,
      axisLabel: {
        interval: 0,
        rotate: categories.length > 8 ? 30 : 0,
        width: 110,
        overflow: 'truncate',
      },
    },
    yAxis: [
      { type: 'value', name: axisNames[0], axisLabel: { formatter: label } },
      ...(twoAxes ? [{ type: 'value', name: axisNames[1], splitLine: { show: false } }] : []),
    ],
    series: series.map((s) => ({
      name: s.name,
      type: s.kind ?? 'bar',
      yAxisIndex: s.axis ?? 0,
      data: s.values,
      barMaxWidth: 36,
      ...(formatValue
        ? { tooltip: { valueFormatter: (v: unknown) => formatValue(Number(v), s.name) } }
        : {}),
    })),
  }
}

/**
 * A bar chart (ECharts bar and line only, loaded with this module: import it lazily through
 * lazy-bar-chart.tsx), with an axis tooltip, a second axis for a line if asked, and 下载图片.
 */
export default function BarChart(props: BarChartProps) {
  const { box, drawable, download } = useChartBox(optionOf(props), props.fileName)
  return (
    <ChartFrame
      box={box}
      drawable={drawable}
      ariaLabel={props.ariaLabel}
      height={props.height ?? 320}
      summary={props.summary}
      onDownload={download}
    />
  )
}
