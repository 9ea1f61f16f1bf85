import * as echarts from 'echarts/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useAppStore } from '@/stores/app-store'

/** Whether this browser draws on a canvas at all (jsdom, some locked-down browsers do not). */
const canDraw = () => {
  try {
    return !!document.createElement('canvas').getContext('2d')
  } catch {
    return false
  }
}

export const reducedMotion = () =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

/**
 * An ECharts instance in a box, for the line, bar and pie charts: it follows the portal's skin,
 * resizes with its box, takes the option each render, and downloads itself as a PNG.
 */
export function useChartBox(option: echarts.EChartsCoreOption, fileName: string) {
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
    chart.current?.setOption(option, { notMerge: true })
  })

  const download = useCallback(() => {
    const url = chart.current?.getDataURL({
      type: 'png',
      pixelRatio: 2,
      backgroundColor: skin === 'dark' ? '#141414' : '#ffffff',
    })
    if (!url) return
    const link = document.createElement('a')
    link.href = url
    link.download = `${fileName}.png`
    document.body.append(link) // Firefox follows a download link only from the document
    link.click()
    link.remove()
  }, [fileName, skin])

  return { box, drawable, download }
}
