import { LineChart } from 'echarts/charts'
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
} from 'echarts/components'
import * as echarts from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'
import { reducedMotion, useChartBox } from '@/components/charts/use-chart-box'
import { chartOption } from './chart-option'
import { ChartFrame } from './chart-frame'
import type { PerfChartProps } from './chart-types'

echarts.use([
  LineChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
  CanvasRenderer,
])

/**
 * 业绩分析's chart: lines (or an area) over dates with a tooltip, zoom on the time axis and a
 * 下载图片 button saving it as a PNG. It follows the skin and resizes with its box. Load it
 * through lazy-perf-chart.tsx, which shows only the heading and summary where no canvas draws.
 */
export default function PerfChart(props: PerfChartProps) {
  const { title, ariaLabel, summary, height = 340 } = props
  const { box, download } = useChartBox(chartOption(props, !reducedMotion()), title)

  return (
    <ChartFrame title={title} summary={summary} onDownload={download}>
      <div
        ref={box}
        role="img"
        aria-label={ariaLabel}
        style={{ height }}
        className="perf-chart__box"
      />
    </ChartFrame>
  )
}
