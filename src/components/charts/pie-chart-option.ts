import { escapeHtml } from '@/lib/escape-html'
import type { PieChartProps } from './bar-chart-types'
import { PALETTE } from './chart-layout'

const PIE_PALETTE = [...PALETTE, '#52c41a', '#8c8c8c']

interface SliceTip {
  name: string
  value: number
  percent: number
}

/** The doughnut's ECharts option. Its tooltip is HTML: every name and value in it is escaped. */
export function pieChartOption(
  { slices, ariaLabel, formatValue }: PieChartProps,
  animate: boolean,
) {
  return {
    backgroundColor: 'transparent',
    color: PIE_PALETTE,
    animation: animate,
    legend: { type: 'scroll', orient: 'vertical', right: 8, top: 'middle' },
    tooltip: {
      trigger: 'item',
      formatter: (p: SliceTip) => {
        const value = formatValue ? formatValue(p.value, ariaLabel) : p.value
        return `${escapeHtml(p.name)}<br/>${escapeHtml(value)}（${p.percent.toFixed(2)}%）`
      },
    },
    series: [
      {
        name: ariaLabel,
        type: 'pie',
        radius: ['40%', '70%'],
        center: ['35%', '50%'],
        label: { formatter: '{d}%' },
        data: slices,
      },
    ],
  }
}
