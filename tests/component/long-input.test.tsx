import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { INPUT_MAX } from '@contract/limits'
import { MSG } from '@/config/messages'
import { db } from '@demo-server/db/db'
import { loginAs } from '../utils/login-as'
import { fillLogin, loginButton } from '../utils/login-form'
import { renderApp } from '../utils/render-app'

/*
 * A 10,000-character paste into any text field of the main forms is cut to the field's limit
 * (contract/limits.ts INPUT_MAX) with 最多输入N个字符，超出部分已截去, and the form still works.
 */

const WALL = 10_000
const tooLong = (max: number) => MSG.inputTooLong(max)
const SLOW = { timeout: 20_000 }
type App = ReturnType<typeof renderApp>

/**
 * Focuses the field and pastes: one paste and one input event, as in a browser. Focusing
 * (not clicking) skips user-event's pointer checks, slow over antd's styles in jsdom.
 */
async function pasteInto(app: App, field: HTMLElement, text: string) {
  act(() => field.focus())
  await app.user.paste(text)
}

describe('登录', { timeout: 90_000 }, () => {
  const fields = [
    ['用户名', INPUT_MAX.userName, 'u'],
    ['密码', INPUT_MAX.password, 'p'],
    ['图形验证码', INPUT_MAX.imageCode, '8'],
    ['短信验证码', INPUT_MAX.smsCode, '8'],
  ] as const

  test('each field cuts a 10,000-character paste and says so; then the login goes through', async () => {
    const app = renderApp('/login')
    await screen.findByRole('img', { name: '图形验证码' }, SLOW)
    for (const [label, max, char] of fields) {
      const field = screen.getByLabelText(label)
      await pasteInto(app, field, char.repeat(WALL))
      expect(field).toHaveValue(char.repeat(max))
      await waitFor(() => expect(field).toHaveAccessibleDescription(tooLong(max)))
    }

    // Room again: the message goes; the form takes ordinary values and logs in.
    for (const [label] of fields) await app.user.clear(screen.getByLabelText(label))
    expect(screen.queryByText(/超出部分已截去/)).toBeNull()
    await fillLogin(app.user, { userName: 'admin', password: 'Admin1234' })
    await app.user.click(loginButton())
    await screen.findByRole('menu', { name: '导航菜单' }, SLOW)
    expect(app.location()).toBe('/home-page')
  })

  test('a value that got past the input’s maxLength (set by script) is cut as well', async () => {
    renderApp('/login')
    const name = await screen.findByLabelText('用户名', undefined, SLOW)
    fireEvent.change(name, { target: { value: '名'.repeat(WALL) } })
    expect(name).toHaveValue('名'.repeat(INPUT_MAX.userName))
    expect(name).toHaveAccessibleDescription(tooLong(INPUT_MAX.userName))
    // An emoji straddling the limit is dropped whole, never split in two.
    fireEvent.change(name, { target: { value: `${'a'.repeat(INPUT_MAX.userName - 1)}😀😀` } })
    expect(name).toHaveValue('a'.repeat(INPUT_MAX.userName - 1))
  })
})

describe('密码修改', { timeout: 90_000 }, () => {
  test('each field cuts at 50 and says so; a cut new password is refused by 8–15, never set', async () => {
    loginAs('operator')
    const app = renderApp('/home-page')
    // Matched at the end: the button's name may lead with the user's name.
    await app.user.click(await screen.findByRole('button', { name: /用户菜单$/ }, SLOW))
    await app.user.click(await screen.findByRole('menuitem', { name: /密码修改/ }))
    const dialog = await screen.findByRole('dialog', { name: '密码修改' })
    const field = (label: string) => within(dialog).getByLabelText(label)

    for (const label of ['原密码', '新密码', '确认密码']) {
      await pasteInto(app, field(label), 'Ab1'.repeat(WALL / 3))
      expect((field(label) as HTMLInputElement).value).toHaveLength(INPUT_MAX.password)
    }
    await waitFor(() =>
      expect(within(dialog).getAllByText(tooLong(INPUT_MAX.password))).toHaveLength(3),
    )
    await app.user.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    expect((await within(dialog).findAllByText('密码长度为8-15位')).length).toBeGreaterThan(0)
    const operator = db.state.users.find((u) => u.userName === 'operator')
    expect(operator?.password).toBe('Operator123')

    for (const [label, value] of [
      ['原密码', 'Operator123'],
      ['新密码', 'Operator456'],
      ['确认密码', 'Operator456'],
    ]) {
      await app.user.clear(field(label as string))
      await pasteInto(app, field(label as string), value as string)
    }
    expect(within(dialog).queryByText(tooLong(INPUT_MAX.password))).toBeNull()
    await app.user.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    // Success logs out 500 ms later, taking its message along: check what was stored instead.
    const stored = () => db.state.users.find((u) => u.userName === 'operator')?.password
    await waitFor(() => expect(stored()).toBe('Operator456'))
    // Wait for that logout here, or its timer would log out the next test's user.
    await waitFor(() => expect(app.location()).toBe('/login'))
  })
})

describe('全局搜索', { timeout: 90_000 }, () => {
  test('the box cuts at 50 and the panel says so; searching still works', async () => {
    loginAs('manager')
    const app = renderApp('/home-page')
    await app.user.click(await screen.findByRole('button', { name: '搜索' }, SLOW))
    const box = (await screen.findByLabelText('全局搜索')) as HTMLInputElement
    await waitFor(() => expect(box).toHaveFocus())
    await app.user.paste('估'.repeat(WALL))
    expect(box.value).toBe('估'.repeat(INPUT_MAX.searchKeyword))
    await screen.findByText(tooLong(INPUT_MAX.searchKeyword))

    await app.user.clear(box)
    await app.user.paste('估值')
    const menus = await screen.findByRole('listbox', { name: '功能菜单' })
    expect(within(menus).getAllByRole('option')[0]).toHaveTextContent(/^估值表/)
    expect(screen.queryByText(tooLong(INPUT_MAX.searchKeyword))).toBeNull()
  })
})

describe('全景菜单', { timeout: 90_000 }, () => {
  test('the filter cuts at 50 and says so; filtering still works', async () => {
    loginAs('manager')
    const app = renderApp('/home-page')
    await app.user.click(await screen.findByRole('button', { name: /全景菜单/ }, SLOW))
    const panel = await screen.findByRole('dialog', { name: '全景菜单' })
    const filter = await within(panel).findByPlaceholderText('搜索菜单')
    await pasteInto(app, filter, 'x'.repeat(WALL))
    expect(filter).toHaveValue('x'.repeat(INPUT_MAX.menuFilter))
    await within(panel).findByText(tooLong(INPUT_MAX.menuFilter))

    await app.user.clear(filter)
    await app.user.paste('银行流水')
    await waitFor(() => expect(within(panel).getAllByRole('region')).toHaveLength(1))
    expect(within(panel).queryByText(tooLong(INPUT_MAX.menuFilter))).toBeNull()
  })
})

describe('投诉建议', { timeout: 90_000 }, () => {
  test('the text cuts at 2000 and says so; 发布 still sends it', async () => {
    loginAs('manager')
    const app = renderApp('/product-manage/fund-query')
    await app.user.click(await screen.findByRole('button', { name: '我要吐槽' }, SLOW))
    const dialog = await screen.findByRole('dialog', { name: '投诉建议' })
    const text = within(dialog).getByLabelText('意见或建议')
    await pasteInto(app, text, '慢'.repeat(WALL))
    expect(text).toHaveValue('慢'.repeat(INPUT_MAX.complaint))
    await within(dialog).findByText(tooLong(INPUT_MAX.complaint))

    await app.user.click(within(dialog).getByRole('button', { name: /发\s*布/ }))
    await screen.findByText('发布成功！')
    const sent = db.state.remarks.filter((r) => r.menuId === 110101 && r.feedBackType === 2)
    expect(sent.map((r) => r.feedBackReview)).toEqual(['慢'.repeat(INPUT_MAX.complaint)])
  })
})

describe(
  'public forms (registration, administrator change, password reset)',
  { timeout: 90_000 },
  () => {
    test('a 10,000-character paste is cut to the field and the page says so', async () => {
      const app = renderApp('/reg')
      const name = await screen.findByLabelText('机构全称', undefined, SLOW)
      await pasteInto(app, name, '泉'.repeat(WALL))
      expect(name).toHaveValue('泉'.repeat(100))
      await screen.findByText(tooLong(100))
      await app.user.clear(name)
      await app.user.type(name, '泉城私募基金管理有限公司')
      await waitFor(() => expect(screen.queryByText(tooLong(100))).toBeNull())
    })

    test('the staff password reset cuts a pasted user name with the message', async () => {
      const app = renderApp('/reset-password')
      const userName = await screen.findByLabelText('用户名', undefined, SLOW)
      await pasteInto(app, userName, 'u'.repeat(WALL))
      expect(userName).toHaveValue('u'.repeat(50))
      await screen.findByText(tooLong(50))
    })
  },
)
