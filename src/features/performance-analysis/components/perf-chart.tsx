import { LineChart } from 'echarts/charts'
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
} from 'echarts/components'
import * as echarts from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'
import { useEffect, useRef } from 'react'
import { useAppStore } from '@/stores/app-store'
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

const reducedMotion = () => !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches

/**
 * 业绩分析's chart: lines (or an area) over dates with a tooltip, zoom on the time axis and a
 * 下载图片 button saving it as a PNG. It follows the skin and resizes with its box. Load it
 * through lazy-perf-chart.tsx, which shows only the heading and summary where no canvas draws.
 */
export default function PerfChart(props: PerfChartProps) {
  const { title, ariaLabel, summary, height = 340 } = props
  const box = useRef<HTMLDivElement>(null)
  const chart = useRef<echarts.ECharts | undefined>(undefined)
  const skin = useAppStore((s) => s.skin)

  useEffect(() => {
    const element = box.current
    if (!element) return undefined
    const instance = echarts.init(element, skin === 'dark' ? 'dark' : undefined)
    chart.current = instance
    const observer = new ResizeObserver(() => instance.resize())
    observer.observe(element)
    return () => {
      observer.disconnect()
      instance.dispose()
      chart.current = undefined
    }
  }, [skin])

  useEffect(() => {
    chart.current?.setOption(chartOption(props, !reducedMotion()), { notMerge: true })
  })

  const download = () => {
    const url = chart.current?.getDataURL({
      type: 'png',
      pixelRatio: 2,
      backgroundColor: skin === 'dark' ? '#141414' : '#ffffff',
    })
    if (!url) return
    const link = document.createElement('a')
    link.href = url
    link.download = `${title}.png`
    document.body.append(link)
    link.click()
    link.remove()
  }

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
