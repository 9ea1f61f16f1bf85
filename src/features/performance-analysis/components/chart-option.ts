import { chartGrid, PALETTE as BASE_PALETTE } from '@/components/charts/chart-layout'
import type { PerfChartProps } from './chart-types'

export const PALETTE = [...BASE_PALETTE, '#8c8c8c']

/** A value as the chart's tooltip and axis read it. */
export function chartValue(value: unknown, format: PerfChartProps['format'], digits?: number) {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '—'
  return format === 'percent'
    ? `${(value * 100).toFixed(digits ?? 2)}%`
    : value.toFixed(digits ?? 4)
}

/** The ECharts option: lines over dates, a tooltip, zoom inside and by a slider. */
export function chartOption(props: PerfChartProps, animate: boolean) {
  const { dates, series, format, colors = PALETTE } = props
  return {
    backgroundColor: 'transparent',
    color: colors,
    animation: animate,
    grid: chartGrid(40, 64),
    legend: { top: 4, type: 'scroll' },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value: unknown) => chartValue(value, format),
    },
    xAxis: { type: 'category', boundaryGap: false, data: dates },
    yAxis: {
      type: 'value',
      scale: format === 'nav',
      max: format === 'percent' ? 0 : undefined,
      axisLabel: {
        formatter: (value: number) => chartValue(value, format, format === 'nav' ? 2 : 0),
      },
    },
    dataZoom: [
      { type: 'inside', filterMode: 'none' },
      { type: 'slider', height: 22, bottom: 12, filterMode: 'none' },
    ],
    series: series.map((s) => ({
      name: s.name,
      type: 'line',
      showSymbol: false,
      connectNulls: false,
      data: s.values,
      lineStyle: { width: s.dashed ? 1.5 : 2, type: s.dashed ? 'dashed' : 'solid' },
      areaStyle: s.area ? { opacity: 0.25 } : undefined,
    })),
  }
}
