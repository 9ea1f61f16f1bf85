import { PieChart as PieSeriesChart } from 'echarts/charts'
import { LegendComponent, TooltipComponent } from 'echarts/components'
import * as echarts from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'
import type { PieChartProps } from './bar-chart-types'
import { ChartFrame } from './chart-frame'
import { reducedMotion, useChartBox } from './use-chart-box'

echarts.use([PieSeriesChart, TooltipComponent, LegendComponent, CanvasRenderer])

const PALETTE = ['#d60011', '#2f6fde', '#fa8c16', '#13a8a8', '#722ed1', '#52c41a', '#8c8c8c']

function optionOf({ slices, ariaLabel, formatValue }: PieChartProps) {
  return {
    backgroundColor: 'transparent',
    color: PALETTE,
    animation: !reducedMotion(),
    legend: { type: 'scroll', orient: 'vertical', right: 8, top: 'middle' },
    tooltip: {
      trigger: 'item',
      formatter: (p: { name: string; value: number; percent: number }) =>
        `${p.name}<br/>${formatValue ? formatValue(p.value, ariaLabel) : p.value}（${p.percent.toFixed(2)}%）`,
    },
    series: [
      {
        name: ariaLabel,
        type: 'pie',
        radius: ['40%', '70%'],
        center: ['35%', '50%'],
        label: { formatter: '{d}%' },
        data: slices,
      },
    ],
  }
}

/** A doughnut chart (ECharts pie only, loaded lazily through lazy-bar-chart.tsx), 下载图片. */
export default function PieChart(props: PieChartProps) {
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
