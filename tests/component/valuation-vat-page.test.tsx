import { fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { api } from '@demo-server/handlers/http'
import { lastCompletePeriod, shiftPeriod } from '@demo-server/handlers/valuation-report-common'
import { server } from '@demo-server/node'
import { loginAs } from '../utils/login-as'
import { renderPageAlone } from '../utils/render-app'
import {
  buttonIn,
  cellsOf,
  choose,
  openPage,
  rowKeys,
  rowOf,
  todoCount,
  totalShown,
} from './custodian-helpers'
import { bookFunds, centsOf, ledgers, totalsCells } from './valuation-helpers'

const PATH = '/valuation-check/vat'
const TOTAL_TAX = 14

describe('增值税', { timeout: 60_000 }, () => {
  test('the last six months by default, 期间合计 over the whole query; by fund; 重置', async () => {
    const app = await openPage(`${PATH}?size=10`, 'manager')
    const to = lastCompletePeriod()
    const from = shiftPeriod(to, -5)
    await screen.findByText(`增值税计提（${from} 至 ${to}）`)
    const months = ledgers().flatMap((l) => l.months.filter((m) => m.period >= from))
    expect(totalShown()).toBe(months.length)
    const expected = months.reduce((s, m) => s + m.vat.totalTax, 0)
    await waitFor(() => expect(totalsCells()[0]).toBe('期间合计'))
    expect(centsOf(totalsCells()[TOTAL_TAX])).toBe(expected)
    const fund = bookFunds()[4]!
    await choose(app, '产品', `${fund.fundCode} ${fund.fundName}`)
    fireEvent.click(buttonIn(document.querySelector('.query-form') as HTMLElement, /^查询$/))
    await waitFor(() => expect(app.location()).toContain(`fundCode=${fund.fundCode}`))
    await waitFor(() => expect(totalShown()).toBe(6))
    expect(cellsOf(rowOf(`VAT-${fund.fundCode}-${to}`)).slice(0, 3)).toEqual([
      fund.fundCode,
      fund.fundName,
      to,
    ])
    await app.router.navigate(
      `${PATH}?size=10&fundCode=${fund.fundCode}&beginPeriod=${shiftPeriod(to, -11)}&endPeriod=${to}`,
    )
    await waitFor(() => expect(totalShown()).toBe(12))
    expect((screen.getByLabelText('开始期间') as HTMLInputElement).value).toBe(shiftPeriod(to, -11))
    fireEvent.click(buttonIn(document.querySelector('.query-form') as HTMLElement, /^重置$/))
    await waitFor(() => expect(app.location()).toBe(`${PATH}?size=10`))
    await waitFor(() => expect(totalShown()).toBe(months.length))
  })

  test('确认 a 待确认 month: it shows who confirmed and T00051 drops at once', async () => {
    const app = await openPage(`${PATH}?status=pending`, 'manager')
    await waitFor(() => expect(todoCount('T00051')).toBe(3))
    await waitFor(() => expect(totalShown()).toBe(3))
    const id = rowKeys()[0]!
    await app.user.click(buttonIn(rowOf(id), /^确认$/))
    const ok = await waitFor(() =>
      buttonIn(document.querySelector('.ant-popconfirm') as HTMLElement, /^确认$/),
    )
    await app.user.click(ok)
    await waitFor(() => expect(todoCount('T00051')).toBe(2))
    await screen.findByText(/增值税已确认$/)
    await waitFor(() => expect(totalShown()).toBe(2))
    await app.router.navigate(`${PATH}?status=confirmed&fundCode=${id.split('-')[1]}`)
    await waitFor(() =>
      expect(cellsOf(rowOf(id))).toEqual(expect.arrayContaining(['已确认', '王经理'])),
    )
  })

  test('a failed load says so; 重新加载 brings the rows', async () => {
    server.use(
      http.post(api('/rest/valuation/queryVat'), () => HttpResponse.json({}, { status: 500 })),
    )
    loginAs('manager')
    renderPageAlone(`${PATH}?size=10`)
    await screen.findByText('数据加载失败', {}, { timeout: 20_000 })
    server.resetHandlers()
    fireEvent.click(screen.getByText('重新加载').closest('button')!)
    await waitFor(() => expect(rowKeys().length).toBe(10))
  })
})
