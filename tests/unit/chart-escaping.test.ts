import { BarChart, LineChart, PieChart } from 'echarts/charts'
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
} from 'echarts/components'
import * as echarts from 'echarts/core'
import { SVGRenderer } from 'echarts/renderers'
import { afterEach, describe, expect, test } from 'vitest'
import { barChartOption } from '@/components/charts/bar-chart-option'
import { lineChartOption } from '@/components/charts/line-chart-option'
import { pieChartOption } from '@/components/charts/pie-chart-option'
import { chartOption } from '@/features/performance-analysis/components/chart-option'
import { escapeHtml } from '@/lib/escape-html'

/*
 * Names in charts are server text (channel and fund names): every chart's tooltip, legend and
 * labels must show markup in them as text. Each option builder is drawn by real ECharts (SVG,
 * as jsdom has no canvas) and its tooltip opened on the hostile item.
 */

echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
  SVGRenderer,
])

const IMG = '<img src=x onerror=__xss=1>'
const RICH = '{a|x}'
const hostile = (what: string) => `${what}${IMG}${RICH}`
const money = (v: number) => `${v} 元`

let chart: echarts.ECharts | undefined
let box: HTMLDivElement | undefined

afterEach(() => {
  chart?.dispose()
  box?.remove()
  chart = undefined
  box = undefined
})

/** Draws the option, opens the tooltip on the first item and answers what it shows. */
function tooltipOf(
  option: echarts.EChartsCoreOption,
  at: { seriesIndex: number; dataIndex: number },
) {
  box = document.createElement('div')
  document.body.append(box)
  chart = echarts.init(box, undefined, { renderer: 'svg', width: 800, height: 400 })
  chart.setOption(option)
  chart.dispatchAction({ type: 'showTip', ...at })
  const tips = [...box.querySelectorAll('div')].filter((d) => d.style.position === 'absolute')
  const tip = tips.find((d) => d.innerHTML.includes('&lt;img')) ?? tips.at(-1)
  return {
    html: tip?.innerHTML ?? '',
    text: tip?.textContent ?? '',
    injected: box.querySelectorAll('img, [onerror]').length,
    svgText: [...box.querySelectorAll('text')].map((t) => t.textContent).join('\n'),
  }
}

function expectEscaped(shown: ReturnType<typeof tooltipOf>, name: string) {
  expect(shown.html).toContain('&lt;img')
  expect(shown.html).not.toContain('<img')
  expect(shown.injected).toBe(0)
  // The reader sees the name as it came, braces and all (no rich text is defined anywhere).
  expect(shown.text).toContain(hostile(name))
}

describe('chart names are text, never HTML', () => {
  test('escapeHtml turns markup and quotes into entities', () => {
    expect(escapeHtml(`${IMG}"'&`)).toBe('&lt;img src=x onerror=__xss=1&gt;&quot;&#39;&amp;')
    expect(escapeHtml(undefined)).toBe('')
  })

  test('pie: the tooltip (our own HTML formatter) and the legend', () => {
    const option = pieChartOption(
      {
        ariaLabel: hostile('金额'),
        fileName: 'x',
        slices: [
          { name: hostile('渠道'), value: 3 },
          { name: '直销', value: 1 },
        ],
        formatValue: (v) => `${v}${IMG}`,
      },
      false,
    )
    const tip = option.tooltip.formatter({ name: hostile('渠道'), value: 3, percent: 75 })
    expect(tip).toContain('&lt;img')
    expect(tip).not.toContain('<img')
    const shown = tooltipOf(option, { seriesIndex: 0, dataIndex: 0 })
    expectEscaped(shown, '渠道')
    expect(shown.text).toContain('75.00%')
    expect(shown.svgText).toContain(hostile('渠道'))
  })

  test('bar: categories, series names and formatted values in the axis tooltip', () => {
    const option = barChartOption(
      {
        ariaLabel: 'a',
        fileName: 'x',
        categories: [hostile('产品'), '其他'],
        series: [
          { name: hostile('金额'), values: [1, 2] },
          { name: hostile('笔数'), values: [3, 4], kind: 'line', axis: 1 },
        ],
        formatValue: (v, name) => `${money(v)}${name ? IMG : ''}`,
      },
      false,
    )
    const shown = tooltipOf(option, { seriesIndex: 0, dataIndex: 0 })
    expectEscaped(shown, '产品')
    expect(shown.text).toContain(hostile('金额'))
    expect(shown.text).toContain(hostile('笔数'))
    expect(shown.svgText).toContain(hostile('金额'))
  })

  test('line (净值走势): dates and series names in the axis tooltip and legend', () => {
    const option = lineChartOption(
      {
        ariaLabel: 'a',
        categories: [hostile('2026-01-05'), '2026-01-06'],
        series: [{ name: hostile('单位净值'), values: [1, 1.01] }],
      },
      false,
    )
    const shown = tooltipOf(option, { seriesIndex: 0, dataIndex: 0 })
    expectEscaped(shown, '2026-01-05')
    expect(shown.text).toContain(hostile('单位净值'))
    expect(shown.svgText).toContain(hostile('单位净值'))
  })

  test('业绩分析: fund and index names in the axis tooltip and legend', () => {
    const option = chartOption(
      {
        title: 't',
        ariaLabel: 'a',
        format: 'nav',
        dates: ['2026-01-05', '2026-01-06'],
        series: [
          { name: hostile('基金'), values: [1, 1.01] },
          { name: hostile('指数'), values: [1, 1.02], dashed: true },
        ],
      },
      false,
    )
    const shown = tooltipOf(option, { seriesIndex: 0, dataIndex: 0 })
    expectEscaped(shown, '基金')
    expect(shown.text).toContain(hostile('指数'))
    expect(shown.svgText).toContain(hostile('指数'))
  })
})
