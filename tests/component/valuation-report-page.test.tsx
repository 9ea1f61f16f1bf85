import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { api } from '@demo-server/handlers/http'
import { server } from '@demo-server/node'
import {
  buttonIn,
  cellsOf,
  openPage,
  recordSaves,
  rowKeys,
  rowOf,
  todoCount,
  totalShown,
} from './custodian-helpers'
import { centsOf } from './valuation-helpers'

const PATH = '/valuation-check/financial-report?status=pending'

const drawer = async () =>
  (await screen.findByText(/ 报表$/, { selector: '.ant-drawer-title' })).closest(
    '.ant-drawer',
  ) as HTMLElement

/** The shown tab's amounts by line key: [current, previous] or the 净资产变动表's columns. */
const amounts = (box: HTMLElement) => {
  const pane = box.querySelector('[role="tabpanel"][aria-hidden="false"]') as HTMLElement
  return (key: string) => {
    const row = pane.querySelector(`tr[data-row-key="${key}"]`) as HTMLElement
    return cellsOf(row).slice(1).map(centsOf)
  }
}

describe('报表', { timeout: 60_000 }, () => {
  const saved = recordSaves()

  test('the three statements add up as shown; 确认 lowers T00054; 下载 saves the .xlsx', async () => {
    const app = await openPage(PATH, 'admin')
    await waitFor(() => expect(todoCount('T00054')).toBe(2))
    expect(totalShown()).toBe(2)
    const id = rowKeys()[0]!
    const listed = cellsOf(rowOf(id))
    fireEvent.click(buttonIn(rowOf(id), /^查看$/))
    const box = await drawer()
    await within(box).findByText(/资产总计 .* = 负债合计 .* \+ 净资产合计/)
    let line = amounts(box)
    const [assets] = line('totalAssets')
    expect(assets).toBe(line('totalLiabilities')[0]! + line('netAssets')[0]!)
    expect(line('totalLiabilitiesAndNet')[0]).toBe(assets)
    const items = [
      'cash',
      'reserve',
      'margin',
      'financial',
      'interestReceivable',
      'dividendReceivable',
    ]
    expect(items.reduce((s, k) => s + line(k)[0]!, 0)).toBe(assets)
    const held = ['stocks', 'bonds', 'funds', 'others'].reduce((s, k) => s + line(k)[0]!, 0)
    expect(held).toBe(line('financial')[0])
    expect(centsOf(listed[5])).toBe(assets)

    fireEvent.click(within(box).getByText('利润表'))
    await waitFor(() =>
      expect(
        box.querySelector('[aria-hidden="false"] tr[data-row-key="netProfit"]'),
      ).not.toBeNull(),
    )
    line = amounts(box)
    const [income] = line('income')
    expect(income).toBe(line('interest')[0]! + line('investment')[0]! + line('fairValueChange')[0]!)
    const fees = ['managementFee', 'custodyFee', 'serviceFee', 'tradingFee', 'taxes']
    expect(fees.reduce((s, k) => s + line(k)[0]!, 0)).toBe(line('expenses')[0])
    expect(line('netProfit')[0]).toBe(income! - line('expenses')[0]!)
    expect(line('netProfit')[0]).toBe(centsOf(listed[8]))

    fireEvent.click(within(box).getByText('净资产变动表'))
    await waitFor(() =>
      expect(box.querySelector('[aria-hidden="false"] tr[data-row-key="closing"]')).not.toBeNull(),
    )
    line = amounts(box)
    const total = (key: string) => line(key)[2]!
    expect(total('opening') + total('profit') + total('shares') + total('distributed')).toBe(
      total('closing'),
    )
    expect(total('closing')).toBe(centsOf(listed[7]))

    fireEvent.click(buttonIn(box, /^下载报表$/))
    await waitFor(() =>
      expect(saved.map((s) => s.name)).toEqual([`${id.slice(3, 9)}_${id.slice(10)}_财务报表.xlsx`]),
    )

    fireEvent.click(buttonIn(box, /^确认报表$/))
    await app.user.click(
      await waitFor(() =>
        buttonIn(document.querySelector('.ant-popconfirm') as HTMLElement, /^确认$/),
      ),
    )
    await waitFor(() => expect(todoCount('T00054')).toBe(1))
    await within(box).findByText('已确认')
    expect(within(box).queryByText('确认报表')).toBeNull()
  })

  test('a statement that fails to load says so; 重新加载 shows it', async () => {
    await openPage(PATH, 'admin')
    server.use(
      http.post(api('/rest/valuation/financialReportDetail'), () =>
        HttpResponse.json({}, { status: 500 }),
      ),
    )
    fireEvent.click(buttonIn(rowOf(rowKeys()[0]!), /^查看$/))
    const box = (await screen.findByText('详情加载失败')).closest('.ant-drawer') as HTMLElement
    server.resetHandlers()
    fireEvent.click(buttonIn(box, /^重新加载$/))
    await within(box).findByText('资产负债表')
  })
})
