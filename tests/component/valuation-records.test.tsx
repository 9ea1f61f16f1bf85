import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { db } from '@demo-server/db/db'
import { navSeriesOf } from '@demo-server/db/fund-nav'
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
  totalShown,
} from './custodian-helpers'

const sendsOf = (kind: string) =>
  db.state.valuationSends.filter((s) => s.orgId === 'ORG001' && s.kind === kind)
const popconfirmButton = (text: RegExp) =>
  waitFor(() => buttonIn(document.querySelector('.ant-popconfirm') as HTMLElement, text))

describe('发送记录', { timeout: 60_000 }, () => {
  test('估值表发送记录: failures say why; 重新发送 adds a successful record on top', async () => {
    await openPage('/valuation-record?result=failed', 'manager')
    const failed = sendsOf('table')
      .filter((s) => s.result === 'failed')
      .reverse()
    expect(totalShown()).toBe(failed.length)
    const first = failed[0]!
    expect(rowKeys()[0]).toBe(first.sendId)
    expect(cellsOf(rowOf(first.sendId)).join('')).toContain(first.reason!)
    fireEvent.click(buttonIn(rowOf(first.sendId), /^重新发送$/))
    fireEvent.click(await popconfirmButton(/^重新发送$/))
    await screen.findByText(`已发送至 ${first.recipients.length} 个收件人`)
    const again = sendsOf('table').at(-1)!
    expect(again).toMatchObject({ resendOf: first.sendId, result: 'success', sender: '王经理' })
    fireEvent.click(buttonIn(document.body, /^重置$/))
    await waitFor(() => expect(rowKeys()[0]).toBe(again.sendId))
    expect(cellsOf(rowOf(again.sendId))).toEqual(
      expect.arrayContaining(['王经理', `成功重新发送 ${first.sendId}`]),
    )
  })

  test('净值序列发送记录: 发送净值序列 over a range; a failed list retries', async () => {
    let failures = 1
    server.use(
      http.post('*/ceres/api/rest/valuation/querySends', () => {
        if (failures-- > 0) return HttpResponse.json({}, { status: 500 })
        return undefined
      }),
    )
    loginAs('manager')
    const app = renderPageAlone('/net-worth-list-record')
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }, { timeout: 20_000 }))
    await waitFor(() => expect(totalShown()).toBe(sendsOf('series').length))
    fireEvent.click(buttonIn(document.body, /^发送净值序列$/))
    const box = (await screen.findByText('发送净值序列', { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement
    fireEvent.click(buttonIn(box, /^确认发送$/))
    await within(box).findByText('请选择产品')
    const fund = db.state.funds.find((f) => f.orgId === 'ORG001' && f.stage === 'operating')!
    await choose(app, '序列产品', `${fund.fundCode} ${fund.fundName}`, box)
    await within(box).findByText('yunying@quancheng-pe.example.com')
    const series = navSeriesOf(fund)
    const [begin, end] = [series.at(-10)!.date, series.at(-1)!.date]
    const [from, to] = [...box.querySelectorAll<HTMLInputElement>('.ant-picker-input input')]
    await app.user.click(from!)
    await app.user.type(from!, `${begin}{Enter}`)
    await app.user.type(to!, `${end}{Enter}`)
    fireEvent.click(buttonIn(box, /^确认发送$/))
    await screen.findByText(/^已发送至 \d+ 个收件人$/)
    const sent = sendsOf('series').at(-1)!
    expect(sent).toMatchObject({ fundCode: fund.fundCode, beginDate: begin, date: end, points: 10 })
    await waitFor(() => expect(rowKeys()[0]).toBe(sent.sendId))
    expect(cellsOf(rowOf(sent.sendId)).join('')).toContain(`${begin} 至 ${end}10 个净值`)
  })
})
