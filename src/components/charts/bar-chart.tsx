import { BarChart as BarSeriesChart, LineChart as LineSeriesChart } from 'echarts/charts'
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components'
import * as echarts from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'
import { barChartOption } from './bar-chart-option'
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

/**
 * A bar chart (ECharts bar and line only, loaded with this module: import it lazily through
 * lazy-bar-chart.tsx), with an axis tooltip, a second axis for a line if asked, and 下载图片.
 */
export default function BarChart(props: BarChartProps) {
  const { box, drawable, download } = useChartBox(
    barChartOption(props, !reducedMotion()),
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
