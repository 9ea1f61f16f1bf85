import { PieChart as PieSeriesChart } from 'echarts/charts'
import { LegendComponent, TooltipComponent } from 'echarts/components'
import * as echarts from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'
import type { PieChartProps } from './bar-chart-types'
import { ChartFrame } from './chart-frame'
import { pieChartOption } from './pie-chart-option'
import { reducedMotion, useChartBox } from './use-chart-box'

echarts.use([PieSeriesChart, TooltipComponent, LegendComponent, CanvasRenderer])

/** A doughnut chart (ECharts pie only, loaded lazily through lazy-bar-chart.tsx), 下载图片. */
export default function PieChart(props: PieChartProps) {
  const { box, drawable, download } = useChartBox(
    pieChartOption(props, !reducedMotion()),
    props.fileName,
  )
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
