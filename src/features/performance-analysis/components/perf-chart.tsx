import { DownloadOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { LineChart } from 'echarts/charts'
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
} from 'echarts/components'
import * as echarts from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'
import { useEffect, useRef, useState } from 'react'
import { useAppStore } from '@/stores/app-store'
import { chartOption } from './chart-option'
import type { PerfChartProps } from './chart-types'

echarts.use([
  LineChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
  CanvasRenderer,
])

/** Whether this browser draws on a canvas at all (jsdom does not). */
const canDraw = () => {
  try {
    return !!document.createElement('canvas').getContext('2d')
  } catch {
    return false
  }
}

const reducedMotion = () => !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches

/**
 * 业绩分析's chart: lines (or an area) over dates with a tooltip, zoom on the time axis and a
 * 下载图片 button saving it as a PNG. It follows the skin and resizes with its box; without a
 * canvas only the heading and the summary show.
 */
export default function PerfChart(props: PerfChartProps) {
  const { title, ariaLabel, summary, height = 340 } = props
  const box = useRef<HTMLDivElement>(null)
  const chart = useRef<echarts.ECharts | undefined>(undefined)
  const skin = useAppStore((s) => s.skin)
  const [drawable] = useState(canDraw)

  useEffect(() => {
    const element = box.current
    if (!element || !drawable) return undefined
    const instance = echarts.init(element, skin === 'dark' ? 'dark' : undefined)
    chart.current = instance
    const observer = new ResizeObserver(() => instance.resize())
    observer.observe(element)
    return () => {
      observer.disconnect()
      instance.dispose()
      chart.current = undefined
    }
  }, [skin, drawable])

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
    <figure className="perf-chart">
      <div className="perf-chart__head">
        <h3 className="perf-chart__title">{title}</h3>
        {drawable && (
          <Button size="small" icon={<DownloadOutlined />} onClick={download}>
            下载图片
          </Button>
        )}
      </div>
      {drawable && (
        <div
          ref={box}
          role="img"
          aria-label={ariaLabel}
          style={{ height }}
          className="perf-chart__box"
        />
      )}
      {summary && <figcaption className="perf-chart__summary">{summary}</figcaption>}
    </figure>
  )
}
