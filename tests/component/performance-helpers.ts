import { screen, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import { benchmarkSeriesOf } from '@demo-server/db/benchmark-index'
import { db } from '@demo-server/db/db'
import { navSeriesOf } from '@demo-server/db/fund-nav'
import type { NavSample } from '@/lib/performance'
import { loginAs } from '../utils/login-as'
import { renderPageAlone } from '../utils/render-app'

/* 业绩分析's component tests: DOM and text queries (role queries over antd tables are slow). */

export const fundOf = (code: string) => {
  const fund = db.state.funds.find((f) => f.fundCode === code)
  if (!fund) throw new Error(`no fund ${code}`)
  return fund
}

/** A fund's accumulated NAV and an index's closes, as the pages read them. */
export const navOf = (code: string): NavSample[] =>
  navSeriesOf(fundOf(code)).map((p) => ({ date: p.date, nav: p.accumNav }))
export const indexOf = (code: string): NavSample[] =>
  benchmarkSeriesOf(code)!.map((p) => ({ date: p.date, nav: p.close }))

/** The portal as the manager (泉城私募) at a path, once `ready` shows. */
export async function openAs(path: string, ready: string | RegExp) {
  loginAs('manager')
  const app = renderPageAlone(path)
  await screen.findAllByText(ready, {}, { timeout: 20_000 })
  return app
}

/** A metrics table's cell texts: metric label → the texts of its value columns. */
export function metricRows(table: Element | null): Record<string, string[]> {
  const rows = [...(table?.querySelectorAll('tbody tr[data-row-key]') ?? [])]
  return Object.fromEntries(
    rows.map((r) => {
      const [label, ...values] = [...r.querySelectorAll('td')].map((td) => td.textContent ?? '')
      return [label, values]
    }),
  )
}

/** The metrics table's column titles after 指标. */
export const metricTitles = (table: Element | null) =>
  [...(table?.querySelectorAll('thead th') ?? [])].map((th) => th.textContent).slice(1)

export const metricsTable = () => document.querySelector('.perf-metrics')

/** Waits until the range text reads `from 至 to`. */
export const rangeText = (text: string | RegExp) =>
  waitFor(() => expect(document.querySelector('.perf-range__text')?.textContent).toMatch(text), {
    timeout: 10_000,
  })

/** A Segmented option by its label. */
export const segment = (label: string) =>
  screen.getByText(label, { selector: '.ant-segmented-item-label' })
