import { screen, waitFor } from '@testing-library/react'
import { db } from '@demo-server/db/db'
import { describe, expect, test } from 'vitest'
import { formatPercent } from '@/lib/format'
import { computeMetrics, resolveRange, sliceRange } from '@/lib/performance'
import {
  fundOf,
  metricRows,
  metricsTable,
  metricTitles,
  navOf,
  openAs,
} from './performance-helpers'

const PATH = '/performance-analysis/fund-compare'
const option = (code: string) =>
  screen.findByText(new RegExp(`^${code} `), { selector: '.ant-select-item-option-content' })
const picker = () => screen.getByLabelText('对比产品')

describe('产品对比', { timeout: 60_000 }, () => {
  test('three funds from the URL: three metric columns, each over the common range', async () => {
    const codes = ['SXA003', 'SXA004', 'SXA005']
    await openAs(`${PATH}?funds=${codes.join(',')}&range=6m`, '业绩指标对比')
    const names = codes.map((c) => fundOf(c).fundName)
    expect(metricTitles(metricsTable())).toEqual(codes.map((c, i) => `${c}${names[i]}`))
    const last = codes
      .map((c) => navOf(c).at(-1)!.date)
      .sort()
      .at(-1)!
    const first = codes
      .map((c) => navOf(c)[0]!.date)
      .sort()
      .at(-1)!
    const range = resolveRange('6m', { first, last })!
    const expected = codes.map((c) =>
      formatPercent(computeMetrics(sliceRange(navOf(c), range.from, range.to)).periodReturn),
    )
    expect(metricRows(metricsTable())['区间收益率']).toEqual(expected)
    expect(metricRows(metricsTable())['超额收益']).toBeUndefined()
    const summary = await screen.findByText(/^区间收益率：/, {}, { timeout: 15_000 })
    expect(summary).toHaveTextContent(`${names[2]} ${expected[2]}`)
    expect(screen.getByText('已选 3/5')).toBeInTheDocument()
  })

  test('a liquidated fund says where its series stops: 净值截至 its last NAV date（已清算）', async () => {
    const gone = db.state.funds.find(
      (f) => f.orgId === 'ORG001' && f.stage === 'liquidated' && navOf(f.fundCode).length > 20,
    )!
    const lastNav = navOf(gone.fundCode).at(-1)!.date
    const codes = ['SXA003', gone.fundCode]
    await openAs(`${PATH}?funds=${codes.join(',')}&range=all`, '业绩指标对比')
    expect(metricTitles(metricsTable())).toEqual([
      `SXA003${fundOf('SXA003').fundName}`,
      `${gone.fundCode} · 净值截至 ${lastNav}（已清算）${gone.fundName}`,
    ])
    expect(navOf('SXA003').at(-1)!.date > lastNav).toBe(true)
  })

  test('picking funds: a sixth is refused with a message and the five stay', async () => {
    const codes = ['SXA003', 'SXA004', 'SXA005', 'SXA006', 'SXA007']
    const app = await openAs(`${PATH}?funds=${codes.join(',')}`, '已选 5/5')
    await app.user.type(picker(), 'SXA008')
    await app.user.click(await option('SXA008'))
    await screen.findByText('最多选择5只产品进行对比')
    expect(app.location()).not.toContain('SXA008')
    expect(screen.getByText('已选 5/5')).toBeInTheDocument()
  })

  test('none chosen: a prompt; choosing one adds its column', async () => {
    const app = await openAs(PATH, '请选择要对比的产品（最多5只）')
    await app.user.type(picker(), 'SXA009')
    await app.user.click(await option('SXA009'))
    await waitFor(() =>
      expect(metricTitles(metricsTable())).toEqual([`SXA009${fundOf('SXA009').fundName}`]),
    )
    expect(app.location()).toContain('funds=SXA009')
  })
})
