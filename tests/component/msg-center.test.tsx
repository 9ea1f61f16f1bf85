import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { db } from '@demo-server/db/db'
import { api } from '@demo-server/handlers/http'
import { server } from '@demo-server/node'
import { loginAs } from '../utils/login-as'
import { renderApp } from '../utils/render-app'

/* CSS and text queries where the DOM is big: role queries are slow in jsdom. */
const page = async () =>
  (
    await screen.findByText('消息中心', { selector: '.ant-card-head-title' }, { timeout: 20_000 })
  ).closest('.ant-card') as HTMLElement

const items = (card: HTMLElement) => Array.from(card.querySelectorAll<HTMLElement>('.message-item'))
const itemTitles = (card: HTMLElement) =>
  items(card).map((item) => item.querySelector('.message-item__title')?.textContent)
const button = (scope: HTMLElement, name: RegExp | string) =>
  within(scope).getByText(name, { selector: 'button, button *' }).closest('button')!
/** The header's bell says how many are unread (queried by its label: role queries are slow). */
const bell = (unread: number) =>
  waitFor(
    () => {
      const label = unread ? `消息中心，${unread} 条未读` : '消息中心'
      expect(document.querySelector(`button[aria-label="${label}"]`)).not.toBeNull()
    },
    { timeout: 15_000 },
  )

async function loaded() {
  const card = await page()
  await waitFor(() => expect(items(card)).toHaveLength(10), { timeout: 10_000 })
  return card
}

describe('消息中心 /msg-center', { timeout: 60_000 }, () => {
  test('unread first, then newest; plain text content; paginated', async () => {
    loginAs('manager')
    const app = renderApp('/msg-center')
    const card = await loaded()
    expect(itemTitles(card).slice(0, 3)).toEqual(['划款指令已执行', '估值表已发送', '估值表已发送'])
    const [first, , third] = items(card)
    expect(first).toHaveClass('message-item--unread')
    expect(third).not.toHaveClass('message-item--unread')
    expect(within(third!).getByText('已读')).toBeInTheDocument()
    expect(within(card).getByText('共 25 条')).toBeInTheDocument()
    await app.user.click(card.querySelector('.ant-pagination-item-3')!)
    await waitFor(() => expect(items(card)).toHaveLength(5))
    expect(itemTitles(card)).toContain('系统升级通知')
  })

  test('未读 shows the unread ones only; with none, 暂无未读消息', async () => {
    loginAs('manager')
    const app = renderApp('/msg-center')
    const card = await loaded()
    await app.user.click(within(card).getByText('未读（2）'))
    await waitFor(() => expect(itemTitles(card)).toEqual(['划款指令已执行', '估值表已发送']))
    await app.user.click(button(card, '全部已读'))
    await within(card).findByText('暂无未读消息')
  })

  test('标为已读 marks one and the bell drops at once; 全部已读 takes it to none', async () => {
    loginAs('manager')
    const app = renderApp('/msg-center')
    const card = await loaded()
    await bell(2)
    await app.user.click(within(items(card)[0]!).getByText('标为已读').closest('button')!)
    await bell(1)
    await waitFor(() => expect(card.querySelectorAll('.message-item--unread')).toHaveLength(1))
    expect(db.state.messages.find((m) => m.id === 'M0002')?.read).toBe(true)
    await app.user.click(button(card, '全部已读'))
    await bell(0)
    await waitFor(() => expect(card.querySelectorAll('.message-item--unread')).toHaveLength(0))
    expect(button(card, '全部已读')).toBeDisabled()
  })

  test('a message’s text is shown as text, never as markup', async () => {
    loginAs('admin')
    db.state.messages.find((m) => m.id === 'M0004')!.content =
      '<img src=x onerror="window.__xss=1">升级维护'
    renderApp('/msg-center')
    const card = await page()
    await within(card).findByText('<img src=x onerror="window.__xss=1">升级维护')
    expect(card.querySelector('img')).toBeNull()
  })

  test('no messages at all: 暂无消息', async () => {
    loginAs('operator')
    db.state.messages = db.state.messages.filter((m) => m.userId !== 'U1003')
    renderApp('/msg-center')
    const card = await page()
    await within(card).findByText('暂无消息')
  })

  test('a failed load offers 重新加载, which works', async () => {
    loginAs('manager')
    server.use(
      http.post(
        api('/rest/announcementN/queryMessageList'),
        () => HttpResponse.json({ status: 'fail', data: null, msg: '消息服务暂不可用' }),
        { once: true },
      ),
    )
    const app = renderApp('/msg-center')
    const card = await page()
    await within(card).findByText('消息服务暂不可用')
    await app.user.click(button(card, '重新加载'))
    await waitFor(() => expect(items(card)).toHaveLength(10))
  })
})
