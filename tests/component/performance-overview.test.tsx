import { screen, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { formatPercent } from '@/lib/format'
import { computeMetrics, monthlyReturns, resolveRange, sliceRange } from '@/lib/performance'
import {
  fundOf,
  indexOf,
  metricRows,
  metricsTable,
  metricTitles,
  navOf,
  openAs,
  rangeText,
  segment,
} from './performance-helpers'

const PATH = '/performance-analysis/overview'

/** What the page should show for a fund over a range against 沪深300. */
function expected(code: string, range: Parameters<typeof resolveRange>[0]) {
  const all = navOf(code)
  const resolved = resolveRange(range, { first: all[0]!.date, last: all.at(-1)!.date })!
  const fund = sliceRange(all, resolved.from, resolved.to)
  const index = sliceRange(indexOf('000300'), resolved.from, resolved.to)
  return { resolved, fund, metrics: computeMetrics(fund, { benchmark: index }) }
}

describe('业绩概览', { timeout: 60_000 }, () => {
  test('a fund over 近1年 against 沪深300: metrics, monthly returns; 近1月 changes them', async () => {
    const app = await openAs(`${PATH}?fundCode=SXA003`, '业绩指标')
    const year = expected('SXA003', '1y')
    await rangeText(`${year.resolved.from} 至 ${year.resolved.to}`)
    const table = metricsTable()
    expect(metricTitles(table)).toEqual(['本产品', '沪深300'])
    const rows = metricRows(table)
    expect(rows['区间收益率']![0]).toBe(formatPercent(year.metrics.periodReturn))
    expect(rows['超额收益']![0]).toBe(formatPercent(year.metrics.excessReturn))
    expect(rows['最大回撤']![0]).toBe(`${(year.metrics.maxDrawdown!.value * 100).toFixed(2)}%`)
    expect(rows['夏普比率']![0]).toBe(year.metrics.sharpe!.toFixed(2))
    const name = fundOf('SXA003').fundName
    const summary = await screen.findByText(
      new RegExp(`^${name}区间收益率`),
      {},
      { timeout: 15_000 },
    )
    const indexReturn = year.metrics.periodReturn! - year.metrics.excessReturn!
    expect(summary).toHaveTextContent(`；沪深300 ${formatPercent(indexReturn)}`)

    // monthly returns: a row per year, each month's cell red up / green down
    const monthly = monthlyReturns(year.fund)
    const yearRows = document.querySelectorAll('.perf-monthly tbody tr[data-row-key]')
    expect([...yearRows].map((r) => r.getAttribute('data-row-key'))).toEqual(
      monthly.map((m) => String(m.year)).reverse(),
    )
    const lastRow = monthly.at(-1)!
    const month = lastRow.months.findIndex((v) => v !== null)
    const cell = yearRows[0]!.querySelectorAll('td')[month + 1]!
    expect(cell).toHaveTextContent(formatPercent(lastRow.months[month]))
    expect(cell.querySelector('span')).toHaveClass(
      lastRow.months[month]! > 0 ? 'trend--up' : 'trend--down',
    )

    await app.user.click(segment('近1月'))
    const month1 = expected('SXA003', '1m')
    await rangeText(`${month1.resolved.from} 至 ${month1.resolved.to}`)
    await waitFor(() =>
      expect(metricRows(metricsTable())['区间收益率']![0]).toBe(
        formatPercent(month1.metrics.periodReturn),
      ),
    )
    expect(app.location()).toContain('range=1m')
  })

  test('the URL keeps fund, range and benchmark: 今年以来 with no benchmark', async () => {
    await openAs(`${PATH}?fundCode=SXA004&range=ytd&benchmark=none`, '业绩指标')
    const all = navOf('SXA004')
    const last = all.at(-1)!.date
    await rangeText(`${Number(last.slice(0, 4)) - 1}-12-31 至 ${last}`)
    expect(metricTitles(metricsTable())).toEqual(['本产品'])
    expect(metricRows(metricsTable())['超额收益']).toBeUndefined()
    expect(segment('今年以来').closest('.ant-segmented-item')).toHaveClass(
      'ant-segmented-item-selected',
    )
  })

  test('a custom range with no NAV shows the empty state; another org’s fund is refused', async () => {
    const app = await openAs(
      `${PATH}?fundCode=SXA003&range=custom&from=2000-01-03&to=2000-02-01`,
      '所选区间内该产品暂无净值',
    )
    expect(metricsTable()).toBeNull()
    app.unmount()
    await openAs(`${PATH}?fundCode=SXC004`, '净值加载失败')
    expect(screen.getByText('未找到该产品')).toBeInTheDocument()
  })

  test('a one-day range says it needs two NAV days; a reversed range is put in order and said', async () => {
    const days = navOf('SXA003').map((p) => p.date)
    const [a, b] = [days.at(-40)!, days.at(-20)!]
    const app = await openAs(
      `${PATH}?fundCode=SXA003&range=custom&from=${a}&to=${a}`,
      /^区间至少需要两个净值日/,
    )
    expect(screen.queryByText('所选区间内该产品暂无净值')).toBeNull()
    expect(metricsTable()).toBeNull()
    app.unmount()

    await openAs(`${PATH}?fundCode=SXA003&range=custom&from=${b}&to=${a}`, '业绩指标')
    expect(screen.getByText(`开始日期不能晚于结束日期，已按 ${a} 至 ${b} 查询`)).toBeInTheDocument()
    await rangeText(new RegExp(`^${a} 至 ${b}`))
    expect(screen.queryByText('所选区间内该产品暂无净值')).toBeNull()
  })
})
