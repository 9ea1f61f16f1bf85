import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { db } from '@demo-server/db/db'
import { navSeriesOf } from '@demo-server/db/fund-nav'
import { server } from '@demo-server/node'
import { formatNav, formatPercent } from '@/lib/format'
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

const PATH = '/valuation-check/net-value'
const saved = recordSaves()
const checkOf = (kind: 'nav' | 'notice') =>
  db.state.valuationChecks.find((c) => c.kind === kind && c.orgId === 'ORG001')!
const fundOf = (code: string) => db.state.funds.find((f) => f.fundCode === code)!
const popconfirmButton = (text: RegExp) =>
  waitFor(() => buttonIn(document.querySelector('.ant-popconfirm') as HTMLElement, text))

describe('净值', { timeout: 60_000 }, () => {
  test('NAV by day with its change in colour; 核对确认 lowers T00018; 导出', async () => {
    const check = checkOf('nav')
    const app = await openPage(`${PATH}?fundCode=${check.fundCode}`, 'manager')
    const series = navSeriesOf(fundOf(check.fundCode))
    expect(totalShown()).toBe(series.length)
    const [last, before] = [series.at(-1)!, series.at(-2)!]
    const key = `${check.fundCode}/${last.date}`
    expect(rowKeys()[0]).toBe(key)
    const change = last.unitNav / before.unitNav - 1
    expect(cellsOf(rowOf(key))).toEqual(
      expect.arrayContaining([
        formatNav(last.unitNav),
        formatNav(last.accumNav),
        formatPercent(change),
        '待核对',
      ]),
    )
    const trend = rowOf(key).querySelector('[class^="trend--"]')!
    expect(trend.className).toBe(
      change > 0 ? 'trend--up' : change < 0 ? 'trend--down' : 'trend--flat',
    )
    await waitFor(() => expect(todoCount('T00018')).toBe(2))
    fireEvent.click(buttonIn(rowOf(key), /^核对确认$/))
    fireEvent.click(await popconfirmButton(/^核对确认$/))
    await waitFor(() => expect(todoCount('T00018')).toBe(1))
    await waitFor(() => expect(cellsOf(rowOf(key))).toContain('已核对'))

    await app.router.navigate(
      `${PATH}?fundCode=${check.fundCode}&dateRange=${series.at(-30)!.date}~${last.date}`,
    )
    await waitFor(() => expect(totalShown()).toBe(30))
    fireEvent.click(buttonIn(document.body, /^导出$/))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]!.name).toMatch(/^净值_\d{14}\.xlsx$/)
  })

  test('发送 a checked NAV; the record shows in 净值发送记录 and 重新发送 adds another', async () => {
    const fund = db.state.funds.find((f) => f.orgId === 'ORG001' && f.stage === 'operating')!
    const last = navSeriesOf(fund).at(-1)!
    const app = await openPage(`${PATH}?fundCode=${fund.fundCode}`, 'manager')
    const key = `${fund.fundCode}/${last.date}`
    fireEvent.click(buttonIn(rowOf(key), /^发送$/))
    const dialog = (await screen.findByText('发送净值')).closest('.ant-modal') as HTMLElement
    await within(dialog).findByText('yunying@quancheng-pe.example.com')
    fireEvent.click(buttonIn(dialog, /^确认发送$/))
    await screen.findByText(/^已发送至 \d+ 个收件人$/)
    await waitFor(() => expect(cellsOf(rowOf(key))).toContain('已发送'))

    fireEvent.click(buttonIn(document.body, /^净值发送记录$/))
    await waitFor(() => expect(app.location()).toBe('/net-value-record'))
    const records = () => [
      ...document.querySelectorAll<HTMLElement>(
        '[data-view^="/net-value-record"] tbody tr[data-row-key]',
      ),
    ]
    await waitFor(() => expect(records().length).toBeGreaterThan(0))
    const top = records()[0]!
    expect(cellsOf(top)).toEqual(
      expect.arrayContaining([`${fund.fundCode} ${fund.fundName}`, last.date, '成功']),
    )
    const id = top.getAttribute('data-row-key')!
    fireEvent.click(buttonIn(top, /^重新发送$/))
    fireEvent.click(await popconfirmButton(/^重新发送$/))
    await waitFor(() => expect(records()[0]!.getAttribute('data-row-key')).not.toBe(id))
    expect(cellsOf(records()[0]!).join('')).toContain(`重新发送 ${id}`)
  })
})

describe('净值公告预览', { timeout: 60_000 }, () => {
  test('the announcement as a document; 确认发布 lowers T00063', async () => {
    const check = checkOf('notice')
    const fund = fundOf(check.fundCode)
    const point = navSeriesOf(fund).find((p) => p.date === check.date)!
    loginAs('manager')
    renderPageAlone(`/net-asset-value-view?fundCode=${fund.fundCode}&date=${check.date}`)
    const doc = await screen.findByRole('article', { name: '净值公告' }, { timeout: 20_000 })
    expect(within(doc).getByText(`${fund.fundName}净值公告`)).toBeInTheDocument()
    expect(within(doc).getByText(formatNav(point.unitNav))).toBeInTheDocument()
    expect(within(doc).getByText(formatNav(point.accumNav))).toBeInTheDocument()
    expect(within(doc).getByText('泉城私募基金管理有限公司')).toBeInTheDocument()
    await within(doc).findByText('风险提示：')
    expect(screen.getByText('该公告待管理人确认后向投资者发布')).toBeInTheDocument()
    await waitFor(() => expect(todoCount('T00063')).toBe(2))
    fireEvent.click(buttonIn(document.body, /^确认发布$/))
    fireEvent.click(await popconfirmButton(/^确认发布$/))
    await waitFor(() => expect(todoCount('T00063')).toBe(1))
    await screen.findByText(/^已于 .+ 确认发布$/)
  })

  test('a link without its day says so; a failed load retries', async () => {
    loginAs('manager')
    const app = renderPageAlone('/net-asset-value-view?fundCode=SXA003')
    await screen.findByText('未找到净值公告', {}, { timeout: 20_000 })
    const fund = fundOf('SXA003')
    const last = navSeriesOf(fund).at(-1)!
    let failures = 1
    server.use(
      http.post('*/ceres/api/rest/valuation/navNotice', () => {
        if (failures-- > 0) return HttpResponse.json({}, { status: 500 })
        return undefined
      }),
    )
    await app.router.navigate(`/net-asset-value-view?fundCode=SXA003&date=${last.date}`)
    await screen.findByText('净值公告加载失败')
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }))
    await screen.findByRole('article', { name: '净值公告' })
  })
})
