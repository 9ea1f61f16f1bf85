import { describe, expect, test } from 'vitest'
import { chartOption, chartValue } from '@/features/performance-analysis/components/chart-option'

describe('业绩分析 chart option', () => {
  const props = {
    dates: ['2026-01-05', '2026-01-06'],
    title: '净值走势',
    ariaLabel: '净值走势图',
    series: [
      { name: '本产品', values: [1, 1.01] },
      { name: '沪深300', values: [1, null], dashed: true },
    ],
  }

  test('zoom inside and by a slider, a tooltip, one line per series (the index dashed)', () => {
    const option = chartOption({ ...props, format: 'nav' }, false)
    expect(option.dataZoom.map((z) => z.type)).toEqual(['inside', 'slider'])
    expect(option.tooltip.trigger).toBe('axis')
    expect(option.xAxis.data).toEqual(props.dates)
    expect(option.series.map((s) => [s.name, s.lineStyle.type])).toEqual([
      ['本产品', 'solid'],
      ['沪深300', 'dashed'],
    ])
    expect(option.tooltip.valueFormatter(1.01)).toBe('1.0100')
  })

  test('a drawdown reads as a percentage and never rises above 0 %', () => {
    const option = chartOption({ ...props, format: 'percent' }, false)
    expect(option.yAxis.max).toBe(0)
    expect(option.tooltip.valueFormatter(-0.1234)).toBe('-12.34%')
    expect(chartValue(null, 'percent')).toBe('—')
    expect(chartValue(Number.NaN, 'nav')).toBe('—')
  })
})
