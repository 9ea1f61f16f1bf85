import type { BarChartProps } from './bar-chart-types'
import { chartGrid, PALETTE } from './chart-layout'

/**
 * The bar chart's ECharts option. Its tooltip is ECharts' own, which escapes names and values
 * (a formatter of our own would have to escape them: see pie-chart-option.ts).
 */
export function barChartOption(props: BarChartProps, animate: boolean) {
  const { categories, series, axisNames = ['', ''], axisDivisor = 1, formatValue } = props
  const twoAxes = series.some((s) => s.axis === 1)
  const label = (v: number) => (v / axisDivisor).toLocaleString('zh-CN')
  return {
    backgroundColor: 'transparent',
    color: PALETTE,
    animation: animate,
    grid: chartGrid(48, 16),
    legend: { top: 0 },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: formatValue && ((v: unknown) => formatValue(Number(v), '')),
    },
    xAxis: {
      type: 'category',
      data: categories,
      axisLabel: {
        interval: 0,
        rotate: categories.length > 8 ? 30 : 0,
        width: 110,
        overflow: 'truncate',
      },
    },
    yAxis: [
      { type: 'value', name: axisNames[0], axisLabel: { formatter: label } },
      ...(twoAxes ? [{ type: 'value', name: axisNames[1], splitLine: { show: false } }] : []),
    ],
    series: series.map((s) => ({
      name: s.name,
      type: s.kind ?? 'bar',
      yAxisIndex: s.axis ?? 0,
      data: s.values,
      barMaxWidth: 36,
      ...(formatValue
        ? { tooltip: { valueFormatter: (v: unknown) => formatValue(Number(v), s.name) } }
        : {}),
    })),
  }
}
