import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { MSG } from '@/config/messages'
import { fromAuthored } from '@demo-server/db/authored-dates'
import { db } from '@demo-server/db/db'
import { api, fail } from '@demo-server/handlers/http'
import { server } from '@demo-server/node'
import { loginAs } from '../utils/login-as'
import { renderApp } from '../utils/render-app'
import { button, cells, choose, myList, rows } from './demand-helpers'
import { pdf, useNodeUploads } from './registration-helpers'

useNodeUploads()

const PATH = '/demand-suggestions'
const SUBMIT = /^提\s*交$/

async function openPage(userName: 'manager' | 'admin' | 'operator' = 'manager') {
  loginAs(userName)
  const app = renderApp(PATH)
  const card = await myList()
  // The rows follow the card: on the file's first, cold render they took over waitFor's 1 s.
  await waitFor(() => expect(rows(card).length).toBeGreaterThan(0), { timeout: 10_000 })
  return { ...app, card }
}

const description = () => screen.getByLabelText('需求描述')

describe('需求建议', { timeout: 120_000 }, () => {
  test('loads the user’s own suggestions, newest first, 10 a page, with status', async () => {
    const { card } = await openPage()
    expect(screen.getByRole('tab', { name: '需求建议' })).toBeInTheDocument()
    const shown = rows(card)
    expect(shown).toHaveLength(10)
    const newest = db.state.demands.find((d) => d.content.startsWith('希望划款指令支持批量导入'))!
    expect(cells(shown[0] as HTMLElement)).toEqual(
      expect.arrayContaining([
        newest.submittedAt,
        '新增功能',
        '希望划款指令支持批量导入，目前每条指令都要手工录入，月末付款集中时效率较低。',
        '待处理',
      ]),
    )
    expect(within(card).getByText('共 12 条')).toBeInTheDocument()
  })

  test('a row opens to its text and replies: who, when, what', async () => {
    const { card, user } = await openPage()
    await user.click(
      within(card).getByText('10 月 31 日的托管户余额与银行回单相差 1,250.00 元，请协助核对。'),
    )
    const detail = await within(card).findByText('处理回复')
    const box = detail.closest('.demand-detail') as HTMLElement
    expect(within(box).getByText('平台运营')).toBeInTheDocument()
    expect(within(box).getByText(fromAuthored('2026-11-03 16:30:12'))).toBeInTheDocument()
    expect(within(box).getByText(/经核对，差异为当日 15:40 到账的申购款/)).toBeInTheDocument()
    expect(within(box).getByText(/附件：10月31日银行回单\.pdf/)).toBeInTheDocument()
  })

  test('submitting with an attachment says so and lists it first, 待处理', async () => {
    const { card, user } = await openPage('operator')
    await choose(user, '需求类别', '新增功能')
    await user.click(description())
    await user.paste('希望银行流水支持按交易对手筛选。')
    fireEvent.change(screen.getByLabelText('附件'), { target: { files: [pdf('流水样例.pdf')] } })
    await screen.findByText(/上传成功/)
    await user.click(button(SUBMIT))
    await screen.findByText('提交成功，感谢您的建议！处理进度和回复可在“我的建议”中查看')
    await waitFor(() =>
      expect(cells(rows(card)[0] as HTMLElement)).toEqual(
        expect.arrayContaining(['新增功能', '希望银行流水支持按交易对手筛选。', '待处理']),
      ),
    )
    expect(within(card).getByText('共 4 条')).toBeInTheDocument()
    // The form is empty again.
    await waitFor(() => expect(description()).toHaveValue(''))
    // Its row opens to the attachment (a column of its own only in wide windows).
    await user.click(rows(card)[0] as HTMLElement)
    await within(card).findByText(/附件：流水样例\.pdf/)
    expect(within(card).getByText('暂无回复，我们会尽快处理')).toBeInTheDocument()
  })

  test('empty fields are named; more than 2,000 characters are cut with a message', async () => {
    const { user } = await openPage('operator')
    await user.click(button(SUBMIT))
    const error = { selector: '.ant-form-item-explain-error' }
    await screen.findByText('请选择需求类别', error)
    await screen.findByText('请输入需求描述', error)
    await user.click(description())
    await user.paste('需'.repeat(2001))
    await screen.findByText(MSG.inputTooLong(2000))
    expect(description()).toHaveValue('需'.repeat(2000))
    expect(screen.getByText('2000 / 2000')).toBeInTheDocument()
  })

  test('a refused submit keeps everything typed', async () => {
    const { card, user } = await openPage('operator')
    server.use(
      http.post(api('/rest/demand/submit'), () => fail('系统维护中，请稍后再试'), { once: true }),
    )
    await choose(user, '需求类别', '数据问题')
    await user.click(description())
    await user.paste('10 月净值有误。')
    await user.click(button(SUBMIT))
    await screen.findByText('系统维护中，请稍后再试')
    expect(description()).toHaveValue('10 月净值有误。')
    expect(screen.getByLabelText('需求类别').closest('.ant-select')).toHaveTextContent('数据问题')
    expect(rows(card)).toHaveLength(3)
    // Sent again, it goes through.
    await user.click(button(SUBMIT))
    await waitFor(() => expect(rows(card)).toHaveLength(4))
  })

  test('the status filter and the pages ask the server', async () => {
    const { card, user } = await openPage()
    await choose(user, '按状态筛选', '已采纳')
    await waitFor(() => expect(rows(card)).toHaveLength(3))
    expect(rows(card).every((row) => cells(row).includes('已采纳'))).toBe(true)
    await choose(user, '按状态筛选', '全部状态')
    await waitFor(() => expect(rows(card)).toHaveLength(10))
    await user.click(card.querySelector('.ant-pagination-item-2') as HTMLElement)
    await waitFor(() => expect(rows(card)).toHaveLength(2))
    expect(cells(rows(card)[1] as HTMLElement)).toContain(fromAuthored('2026-06-30 10:00:00'))
  })

  test('empty states: nothing in a status, nothing at all', async () => {
    const { card, user } = await openPage('operator')
    await choose(user, '按状态筛选', '已采纳')
    await within(card).findByText('暂无该状态的建议')
    db.state.demands = []
    await choose(user, '按状态筛选', '全部状态')
    await within(card).findByText('您还没有提交过需求建议')
  })

  test('a failed load offers 重新加载, which shows the list', async () => {
    server.use(
      http.post(api('/rest/demand/queryMyList'), () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    )
    loginAs('manager')
    const { user } = renderApp(PATH)
    const card = await myList()
    await within(card).findByText('我的建议加载失败')
    await user.click(button(/重新加载/, card))
    await waitFor(() => expect(rows(card)).toHaveLength(10))
  })
})
