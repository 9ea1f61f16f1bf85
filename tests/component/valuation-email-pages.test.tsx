import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { LEAVE_GUARD_TEXT } from '@/components/leave-guard-dialog'
import { db } from '@demo-server/db/db'
import { api } from '@demo-server/handlers/http'
import { server } from '@demo-server/node'
import { loginAs } from '../utils/login-as'
import { renderApp } from '../utils/render-app'
import { buttonIn, cellsOf, openPage, rowKeys, rowOf } from './custodian-helpers'

const LIST = '/valuation-check/email-manage'
const SEE = '/valuation-check/email-recipient-type-manage/see-email-manage-details'
const EDIT = '/valuation-check/email-recipient-type-manage/edit-email-manage-info'

const form = () => document.querySelector('.email-form') as HTMLElement
const save = () => fireEvent.click(buttonIn(form(), /^保存$/))
const field = (label: string) => within(form()).getByLabelText(label)
/** Answers the leave question once it shows, and waits for it to close. */
async function answerLeave(choice: RegExp) {
  const text = await screen.findByText(LEAVE_GUARD_TEXT.content)
  await waitFor(() => expect(text).toBeVisible())
  fireEvent.click(buttonIn(text.closest('.ant-modal') as HTMLElement, choice))
  await waitFor(() => expect(text).not.toBeVisible())
}

describe('发送配置', { timeout: 60_000 }, () => {
  test('编辑 from the list: bad addresses are named, a report type is needed; 保存 shows on 查看 and the list', async () => {
    const app = await openPage(LIST, 'manager')
    expect(rowKeys()).toEqual(['ET101', 'ET102', 'ET103', 'ET104', 'ET105'])
    fireEvent.click(buttonIn(rowOf('ET101'), /^编辑$/))
    await waitFor(() => expect(app.location()).toBe(`${EDIT}?id=ET101`))
    await waitFor(() =>
      expect(field('收件人邮箱')).toHaveValue(
        'yunying@quanchengpe.com.cn\nliqiang@quanchengpe.com.cn',
      ),
    )
    fireEvent.change(field('收件人邮箱'), {
      target: { value: 'ops@quanchengpe.com.cn, bad@@x；no-at.cn' },
    })
    fireEvent.click(field('估值表'))
    fireEvent.click(field('净值'))
    fireEvent.click(field('报表'))
    save()
    await screen.findByText('邮箱地址格式不正确：bad@@x、no-at.cn')
    await screen.findByText('请至少选择一种报送内容')
    fireEvent.change(field('收件人邮箱'), {
      target: { value: 'ops@quanchengpe.com.cn\nfund.ops@quanchengpe.com.cn' },
    })
    fireEvent.click(field('凭证'))
    fireEvent.click(field('每周'))
    save()
    await waitFor(() => expect(app.location()).toBe(`${SEE}?id=ET101`))
    await screen.findByText('fund.ops@quanchengpe.com.cn')
    const details = document.querySelector('.ant-descriptions') as HTMLElement
    expect(within(details).getByText('每周')).toBeInTheDocument()
    expect(db.state.emailRecipientTypes[0]).toMatchObject({
      recipients: ['ops@quanchengpe.com.cn', 'fund.ops@quanchengpe.com.cn'],
      reportTypes: ['voucher'],
      frequency: 'weekly',
    })
    await app.router.navigate(LIST)
    await waitFor(() =>
      expect(cellsOf(rowOf('ET101'))).toEqual(expect.arrayContaining(['2', '凭证', '每周'])),
    )
  })

  test('leaving with unsaved edits asks first: 继续编辑 keeps page and tab, 离开 goes', async () => {
    loginAs('manager')
    const app = renderApp(`${EDIT}?id=ET102`)
    await waitFor(() => expect(field('类型名称')).toHaveValue('投资经理'), { timeout: 20_000 })
    fireEvent.change(field('类型名称'), { target: { value: '投资经理（权益）' } })
    // Another tab loses nothing and is not asked.
    await app.router.navigate(LIST)
    await waitFor(() => expect(rowOf('ET101')).toBeTruthy(), { timeout: 20_000 })
    // Closing the edit tab asks, bringing it to the front; 继续编辑 keeps the page and its tab.
    fireEvent.click(screen.getByLabelText('关闭 编辑邮件配置'))
    await answerLeave(/^继续编辑$/)
    expect(app.location()).toBe(`${EDIT}?id=ET102`)
    expect(screen.getByLabelText('关闭 编辑邮件配置')).toBeInTheDocument()
    expect(field('类型名称')).toHaveValue('投资经理（权益）')
    // Another type in the same tab asks too.
    await app.router.navigate(`${EDIT}?id=ET103`)
    await answerLeave(/^继续编辑$/)
    expect(app.location()).toBe(`${EDIT}?id=ET102`)
    fireEvent.click(buttonIn(form(), /^取消$/))
    await answerLeave(/^离开$/)
    await waitFor(() => expect(app.location()).toBe(LIST))
    expect(db.state.emailRecipientTypes[1]!.name).toBe('投资经理')
  })

  test('新增 a type, then 删除 it (asked first)', async () => {
    const app = await openPage(LIST, 'manager')
    fireEvent.click(buttonIn(document.body, /^新增$/))
    await waitFor(() => expect(app.location()).toBe(EDIT))
    await screen.findByText('新增收件人类型')
    fireEvent.change(field('类型名称'), { target: { value: '托管行复核' } })
    fireEvent.change(field('收件人邮箱'), { target: { value: 'review@qlbank-custody.com.cn' } })
    fireEvent.click(field('报表'))
    save()
    await screen.findByText('请选择发送频率')
    fireEvent.click(field('每月'))
    save()
    await waitFor(() => expect(app.location()).toBe(`${SEE}?id=ET106`))
    await screen.findByText('review@qlbank-custody.com.cn')
    await app.router.navigate(LIST)
    await waitFor(() => expect(rowKeys()).toContain('ET106'))
    await app.user.click(buttonIn(rowOf('ET106'), /^删除$/))
    await app.user.click(
      await waitFor(() =>
        buttonIn(document.querySelector('.ant-popconfirm') as HTMLElement, /^删除$/),
      ),
    )
    await waitFor(() => expect(rowKeys()).not.toContain('ET106'))
    await screen.findByText('收件人类型“托管行复核”已删除')
  })

  test('查看 that fails to load says so; 重新加载 shows it', async () => {
    server.use(
      http.post(api('/rest/valuation/emailTypeDetail'), () =>
        HttpResponse.json({}, { status: 500 }),
      ),
    )
    loginAs('manager')
    renderApp(`${SEE}?id=ET103`)
    const failed = await screen.findByText('收件人类型加载失败', {}, { timeout: 20_000 })
    server.resetHandlers()
    fireEvent.click(buttonIn(failed.closest('.ant-alert') as HTMLElement, /^重新加载$/))
    await screen.findByText('fa-service@qlbank-custody.com.cn')
  })
})
