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
import { lineChartOption } from './line-chart-option'
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

/**
 * A line chart (ECharts, loaded with this module only: import it lazily through
 * lazy-line-chart.tsx). It follows the portal's skin and resizes with its box; screen readers
 * get its label and the summary shown under it. Without a canvas only the summary shows.
 */
export default function LineChart(props: LineChartProps) {
  const { ariaLabel, summary, height = 360 } = props
  const { box, drawable } = useChartBox(lineChartOption(props, !reducedMotion()), ariaLabel)

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
