import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { db } from '@demo-server/db/db'
import { navSeriesOf } from '@demo-server/db/fund-nav'
import { server } from '@demo-server/node'
import { formatNav } from '@/lib/format'
import { loginAs } from '../utils/login-as'
import { renderPageAlone } from '../utils/render-app'
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

const PATH = '/valuation-check/valuation-table'
const saved = recordSaves()

/** The manager's first 待核对 table: its fund and day. */
const waiting = () =>
  db.state.valuationChecks.find((c) => c.kind === 'table' && c.orgId === 'ORG001')!
const fundOf = (code: string) => db.state.funds.find((f) => f.fundCode === code)!

const popconfirmButton = (text: RegExp) =>
  waitFor(() => buttonIn(document.querySelector('.ant-popconfirm') as HTMLElement, text))

describe('估值表', { timeout: 60_000 }, () => {
  test('rows newest first; 待核对 ones by status; 核对确认 lowers T00017 at once', async () => {
    const app = await openPage(PATH, 'manager')
    expect(totalShown()).toBeGreaterThan(15_000)
    const check = waiting()
    const key = `${check.fundCode}/${check.date}`
    expect(rowKeys()).toContain(key)
    await app.router.navigate(`${PATH}?checkStatus=pending`)
    await waitFor(() => expect(totalShown()).toBe(3))
    await waitFor(() => expect(todoCount('T00017')).toBe(3))
    const point = navSeriesOf(fundOf(check.fundCode)).at(-1)!
    expect(cellsOf(rowOf(key))).toEqual(
      expect.arrayContaining([
        `${check.fundCode} ${fundOf(check.fundCode).fundName}`,
        check.date,
        formatNav(point.unitNav),
        '待核对',
      ]),
    )
    fireEvent.click(buttonIn(rowOf(key), /^核对确认$/))
    fireEvent.click(await popconfirmButton(/^核对确认$/))
    await waitFor(() => expect(todoCount('T00017')).toBe(2))
    await screen.findByText('估值表已核对确认')
    await waitFor(() => expect(totalShown()).toBe(2))
    expect(rowKeys()).not.toContain(key)
  })

  test('发送 shows the recipients and sends; the row is 已发送 and the record is listed', async () => {
    const fund = db.state.funds.find((f) => f.orgId === 'ORG001' && f.stage === 'operating')!
    const date = navSeriesOf(fund).at(-1)!.date
    db.state.valuationChecks = db.state.valuationChecks.filter((c) => c.fundCode !== fund.fundCode)
    const key = `${fund.fundCode}/${date}`
    const app = await openPage(`${PATH}?fundCode=${fund.fundCode}`, 'manager')
    expect(rowKeys()[0]).toBe(key)
    expect(cellsOf(rowOf(key))).toContain('未发送')
    fireEvent.click(buttonIn(rowOf(key), /^发送$/))
    const dialog = (await screen.findByText('发送估值表')).closest('.ant-modal') as HTMLElement
    await within(dialog).findByText('yunying@quancheng-pe.example.com')
    fireEvent.click(buttonIn(dialog, /^确认发送$/))
    await screen.findByText(/^已发送至 \d+ 个收件人$/)
    await waitFor(() => expect(cellsOf(rowOf(key))).toContain('已发送'))
    fireEvent.click(buttonIn(document.body, /^发送记录$/))
    await waitFor(() => expect(app.location()).toBe('/valuation-record'))
    const record = () =>
      document.querySelector('[data-view^="/valuation-record"] tbody tr[data-row-key]')
    await waitFor(() => expect(record()).not.toBeNull())
    expect(cellsOf(record() as HTMLElement)).toEqual(
      expect.arrayContaining([`${fund.fundCode} ${fund.fundName}`, date, '王经理', '成功']),
    )
  })

  test('下载 saves the table as .xlsx; a list that fails to load offers 重新加载', async () => {
    let failures = 1
    server.use(
      http.post('*/ceres/api/rest/valuation/queryTables', () => {
        if (failures-- > 0) return HttpResponse.json({}, { status: 500 })
        return undefined
      }),
    )
    loginAs('manager')
    renderPageAlone(PATH)
    const retry = await screen.findByRole('button', { name: '重新加载' }, { timeout: 20_000 })
    expect(screen.getByText('数据加载失败')).toBeInTheDocument()
    fireEvent.click(retry)
    await waitFor(() => expect(rowKeys().length).toBe(20), { timeout: 20_000 })
    const key = rowKeys()[0]!
    fireEvent.click(buttonIn(rowOf(key), /^下载$/))
    await waitFor(() => expect(saved).toHaveLength(1))
    const [code, date] = key.split('/')
    expect(saved[0]!.name).toMatch(
      new RegExp(`^${fundOf(code!).fundName}_估值表_${date}_\\d{14}\\.xlsx$`),
    )
  })
})
