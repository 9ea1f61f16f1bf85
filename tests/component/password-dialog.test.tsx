import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, test, vi } from 'vitest'
import { db } from '@demo-server/db/db'
import { api } from '@demo-server/handlers/http'
import { server } from '@demo-server/node'
import { useSessionStore } from '@/stores/session-store'
import { loginAs } from '../utils/login-as'
import { renderApp } from '../utils/render-app'

type App = ReturnType<typeof renderApp>

/** Logged in as operator (password Operator123), the dialog opened from the user menu. */
async function openDialog() {
  loginAs('operator')
  const app = renderApp('/home-page')
  await app.user.click(await screen.findByRole('button', { name: /用户菜单$/ }))
  await app.user.click(await screen.findByRole('menuitem', { name: /密码修改/ }))
  const dialog = await screen.findByRole('dialog', { name: '密码修改' })
  return { app, dialog }
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label)

/** Types (by pasting: one input event) into a field; blur happens when the focus moves on. */
async function fill(app: App, dialog: HTMLElement, label: string, value: string) {
  const input = field(dialog, label)
  await app.user.click(input)
  await app.user.clear(input)
  if (value) await app.user.paste(value)
}

async function fillAll(app: App, dialog: HTMLElement, old: string, next: string, confirm = next) {
  await fill(app, dialog, '原密码', old)
  await fill(app, dialog, '新密码', next)
  await fill(app, dialog, '确认密码', confirm)
}

const submit = (app: App, dialog: HTMLElement) =>
  app.user.click(within(dialog).getByRole('button', { name: /确\s*定/ }))

/** Leaves the focused field, as a user does with Tab. */
const blur = (app: App) => app.user.tab()

describe('密码修改 dialog', { timeout: 40_000 }, () => {
  test('has the three fields and the hint under the new password', async () => {
    const { dialog } = await openDialog()
    for (const label of ['原密码', '新密码', '确认密码']) {
      expect(field(dialog, label)).toHaveAttribute('type', 'password')
    }
    await waitFor(() =>
      expect(within(dialog).getByText('密码中必须包含字母、数字且长度为8到15位')).toBeVisible(),
    )
  })

  test('each field says what is missing when left empty', async () => {
    const { app, dialog } = await openDialog()
    for (const [label, message] of [
      ['原密码', '请输入原密码'],
      ['新密码', '请输入新密码'],
      ['确认密码', '请输入确认密码'],
    ] as const) {
      await app.user.click(field(dialog, label))
      await blur(app)
      await within(dialog).findByText(message)
    }
  })

  test.each([
    ['新密码', '请输入新密码'],
    ['确认密码', '请输入确认密码'],
  ])('%s: length, then a digit, then a letter, each on blur', async (label, required) => {
    const { app, dialog } = await openDialog()
    for (const [value, message] of [
      ['Ab12', '密码长度为8-15位'],
      ['abcdefghij', '密码中必须包含数字'],
      ['1234567890', '密码中必须包含字母'],
      ['', required],
    ] as const) {
      await fill(app, dialog, label, value)
      await blur(app)
      await within(dialog).findByText(message)
    }
    await fill(app, dialog, label, 'Abcd1234')
    await blur(app)
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument())
  })

  test('on submit a confirmation that differs is refused, and nothing is sent', async () => {
    let sent = false
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/user/changePassword')) sent = true
    })
    const { app, dialog } = await openDialog()
    await fillAll(app, dialog, 'Operator123', 'Operator456', 'Operator789')
    await submit(app, dialog)
    expect(await within(dialog).findByText('新密码与确认密码不一致，请重新输入')).toBeVisible()
    expect(sent).toBe(false)
    server.events.removeAllListeners()
  })

  test('a confirmation that differs is flagged on blur, and no longer once 新密码 matches it', async () => {
    const { app, dialog } = await openDialog()
    await fill(app, dialog, '新密码', 'Operator456')
    await fill(app, dialog, '确认密码', 'Operator789')
    await blur(app)
    expect(await within(dialog).findByText('新密码与确认密码不一致，请重新输入')).toBeVisible()
    await fill(app, dialog, '新密码', 'Operator789')
    await waitFor(() =>
      expect(
        within(dialog).queryByText('新密码与确认密码不一致，请重新输入'),
      ).not.toBeInTheDocument(),
    )
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
  })

  test('success: 修改成功！请重新登录, logged out to /login 500 ms later; the new password holds', async () => {
    const timeout = vi.spyOn(window, 'setTimeout')
    const { app, dialog } = await openDialog()
    await fillAll(app, dialog, 'Operator123', 'Operator456')
    await submit(app, dialog)
    await screen.findByText('修改成功！请重新登录')
    expect(timeout).toHaveBeenCalledWith(expect.any(Function), 500)
    await waitFor(() => expect(app.location()).toBe('/login'))
    expect(useSessionStore.getState().token).toBeUndefined()
    // The login page says why the user is there.
    await screen.findByLabelText('用户名')
    expect(await screen.findByText('修改成功！请重新登录')).toBeVisible()
    const operator = db.state.users.find((u) => u.userName === 'operator')
    expect(operator?.password).toBe('Operator456')
    expect(db.state.sessions.filter((s) => s.userId === operator?.userId)).toEqual([])
    timeout.mockRestore()
  })

  test('the logout 500 ms later ends only the session that changed its password', async () => {
    // The 500 ms timer is held, not merely watched: on a busy machine the real one fired
    // before the test's second login, and logged out the session the test meant to keep.
    const passThrough = window.setTimeout.bind(window)
    const held: (() => void)[] = []
    const timeout = vi.spyOn(window, 'setTimeout').mockImplementation(((
      run: () => void,
      ms?: number,
    ) => {
      if (ms !== 500) return passThrough(run, ms)
      held.push(run)
      return 0
    }) as typeof window.setTimeout)
    const { app, dialog } = await openDialog()
    await fillAll(app, dialog, 'Operator123', 'Operator456')
    await submit(app, dialog)
    await screen.findByText('修改成功！请重新登录')
    timeout.mockRestore()
    expect(held).toHaveLength(1)
    // Before it runs, another login (say, in another tab) takes the browser's session.
    const { token } = loginAs('admin')
    held[0]?.()
    expect(useSessionStore.getState().token).toBe(token)
    expect(app.location()).not.toBe('/login')
  })

  test('a wrong old password shows the server’s message and keeps what was typed', async () => {
    const { app, dialog } = await openDialog()
    await fillAll(app, dialog, 'NotMyPass1', 'Operator456')
    await submit(app, dialog)
    await screen.findByText('原密码错误')
    expect(screen.getByRole('dialog', { name: '密码修改' })).toBeVisible()
    expect(field(dialog, '原密码')).toHaveValue('NotMyPass1')
    expect(field(dialog, '新密码')).toHaveValue('Operator456')
    expect(field(dialog, '确认密码')).toHaveValue('Operator456')
    expect(useSessionStore.getState().token).toBeDefined()
  })

  test('a refusal without data shows the server’s msg', async () => {
    server.use(
      http.post(api('/user/changePassword'), () =>
        HttpResponse.json({ status: 'fail', data: null, msg: '密码修改过于频繁' }),
      ),
    )
    const { app, dialog } = await openDialog()
    await fillAll(app, dialog, 'Operator123', 'Operator456')
    await submit(app, dialog)
    await screen.findByText('密码修改过于频繁')
  })

  test('the request carries the three passwords Base64-encoded, and the user id', async () => {
    let query: URLSearchParams | undefined
    server.use(
      http.post(api('/user/changePassword'), ({ request }) => {
        query = new URL(request.url).searchParams
        // nothing returned: the demo backend's handler answers
      }),
    )
    const { app, dialog } = await openDialog()
    await fillAll(app, dialog, 'Operator123', 'Operator456')
    await submit(app, dialog)
    await screen.findByText('修改成功！请重新登录')
    expect(query && Object.fromEntries(query)).toEqual({
      newPassword: btoa('Operator456'),
      newPasswordConfirm: btoa('Operator456'),
      password: btoa('Operator123'),
      userId: 'U1003',
    })
  })
})
