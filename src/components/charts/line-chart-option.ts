import type { LineChartProps } from './line-chart-types'
import { chartGrid, PALETTE } from './chart-layout'

/**
 * The line chart's ECharts option. Its tooltip is ECharts' own, which escapes names and values
 * (a formatter of our own would have to escape them: see pie-chart-option.ts).
 */
export function lineChartOption(
  { categories, series, digits = 2, zoom = true }: LineChartProps,
  animate: boolean,
) {
  const format = (value: unknown) => (typeof value === 'number' ? value.toFixed(digits) : '—')
  return {
    backgroundColor: 'transparent',
    color: PALETTE,
    animation: animate,
    grid: chartGrid(40, zoom ? 56 : 24),
    legend: { top: 0 },
    tooltip: { trigger: 'axis', valueFormatter: format },
    xAxis: { type: 'category', boundaryGap: false, data: categories },
    yAxis: { type: 'value', scale: true, axisLabel: { formatter: format } },
    dataZoom: zoom ? [{ type: 'inside' }, { type: 'slider', height: 20, bottom: 12 }] : [],
    series: series.map((s) => ({
      name: s.name,
      type: 'line',
      showSymbol: false,
      data: s.values,
    })),
  }
}
