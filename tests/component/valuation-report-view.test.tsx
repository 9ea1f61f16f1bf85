import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { db } from '@demo-server/db/db'
import { navSeriesOf } from '@demo-server/db/fund-nav'
import { valuationTableOf } from '@demo-server/db/valuation-table'
import { server } from '@demo-server/node'
import { formatAmount, formatNav } from '@/lib/format'
import { loginAs } from '../utils/login-as'
import { renderPageAlone } from '../utils/render-app'
import { buttonIn, cellsOf, recordSaves, todoCount } from './custodian-helpers'

const saved = recordSaves()

/** The manager's first 待核对 table: its fund and day. */
const waiting = () =>
  db.state.valuationChecks.find((c) => c.kind === 'table' && c.orgId === 'ORG001')!
const fundOf = (code: string) => db.state.funds.find((f) => f.fundCode === code)!

const popconfirmButton = (text: RegExp) =>
  waitFor(() => buttonIn(document.querySelector('.ant-popconfirm') as HTMLElement, text))

describe('估值表预览', { timeout: 60_000 }, () => {
  test('the table with its hierarchy, subtotals and footer; 下载 .xlsx', async () => {
    const fund = db.state.funds.find(
      (f) => f.orgId === 'ORG001' && f.strategy === '股票多头' && f.stage === 'operating',
    )!
    const date = navSeriesOf(fund).at(-2)!.date
    const expected = valuationTableOf(fund, date)!
    loginAs('manager')
    renderPageAlone(`/valuation-report-view?fundCode=${fund.fundCode}&date=${date}`)
    await screen.findByText(`${fund.fundName} 估值表`, {}, { timeout: 20_000 })
    const grid = document.querySelector('.valuation-grid') as HTMLElement
    const row = (code: string) => grid.querySelector(`tr[data-row-key="${code}"]`) as HTMLElement
    expect(row('1102').className).toContain('valuation-grid__parent')
    const leaf = expected.accounts.find((a) => a.level === 3 && a.code.startsWith('1102.'))!
    expect(row(leaf.code).className).not.toContain('valuation-grid__parent')
    expect(cellsOf(row(leaf.code))).toEqual(
      expect.arrayContaining([
        leaf.name,
        formatAmount(leaf.quantity, 0),
        formatAmount(leaf.marketValue),
      ]),
    )
    const total = [...grid.querySelectorAll('.valuation-grid__total')].map((r) =>
      cellsOf(r as HTMLElement),
    )
    expect(total[0]).toEqual(['资产合计', '', formatAmount(expected.totals.totalAssets), ''])
    expect(total[2]).toEqual(['资产净值', '', formatAmount(expected.totals.netAssets), ''])
    expect(total[4]).toEqual(['单位净值', '', formatNav(navSeriesOf(fund).at(-2)!.unitNav), ''])
    expect(
      within(document.querySelector('.valuation-head') as HTMLElement).getByText('已核对'),
    ).toBeInTheDocument()
    fireEvent.click(buttonIn(document.body, /^下载\.xlsx$/))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]!.name).toMatch(new RegExp(`^${fund.fundName}_估值表_${date}_\\d{14}\\.xlsx$`))
  })

  test("another organisation's fund is not found; a failed load retries", async () => {
    const foreign = db.state.funds.find((f) => f.orgId === 'ORG003' && f.stage === 'operating')!
    const date = navSeriesOf(foreign).at(-1)!.date
    loginAs('manager')
    const app = renderPageAlone(`/valuation-report-view?fundCode=${foreign.fundCode}&date=${date}`)
    await screen.findByText('未找到估值表', {}, { timeout: 20_000 })
    expect(screen.getByText('产品不存在或不属于本机构')).toBeInTheDocument()

    const mine = waiting()
    let failures = 1
    server.use(
      http.post('*/ceres/api/rest/valuation/tableDetail', () => {
        if (failures-- > 0) return HttpResponse.error()
        return undefined
      }),
    )
    await app.router.navigate(`/valuation-report-view?fundCode=${mine.fundCode}&date=${mine.date}`)
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }))
    await screen.findByText(`${fundOf(mine.fundCode).fundName} 估值表`)
    fireEvent.click(buttonIn(document.body, /^核对确认$/))
    fireEvent.click(await popconfirmButton(/^核对确认$/))
    await waitFor(() => expect(todoCount('T00017')).toBe(2))
    const head = document.querySelector('.valuation-head') as HTMLElement
    await waitFor(() => expect(within(head).getByText('已核对')).toBeInTheDocument())
  })
})
