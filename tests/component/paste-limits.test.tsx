import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { MSG } from '@/config/messages'
import { renderApp, renderPageAlone } from '../utils/render-app'
import { loginAs } from '../utils/login-as'
import { buttonIn, openPage, rowKeys, totalShown } from './custodian-helpers'

/*
 * One rule for every length-limited text field: a longer paste keeps its first N characters,
 * the field keeps them, and 最多输入N个字符，超出部分已截去 says so. Query filters get it from
 * QueryForm, so a cut filter is queried as kept, never emptied.
 */

const PASTE = 200
const SLOW = { timeout: 20_000 }
type App = ReturnType<typeof renderApp>

async function pasteInto(app: App, field: HTMLElement, text: string) {
  act(() => field.focus())
  await app.user.paste(text)
}

describe('投资者查询', { timeout: 90_000 }, () => {
  test('a 200-character paste keeps 50, says so, and 查询 uses those 50', async () => {
    const app = await openPage('/transfer-agent/investor-query', 'manager')
    const all = totalShown()
    const field = screen.getByPlaceholderText('名称或基金账号')
    await pasteInto(app, field, '张'.repeat(PASTE))
    expect(field).toHaveValue('张'.repeat(50))
    await screen.findByText(MSG.inputTooLong(50))

    fireEvent.click(buttonIn(document.body, /^查询$/))
    await waitFor(() =>
      expect(new URLSearchParams(app.location().split('?')[1]).get('investorName')).toBe(
        '张'.repeat(50),
      ),
    )
    await waitFor(() => expect(rowKeys()).toEqual([]))
    expect(field).toHaveValue('张'.repeat(50))
    expect(screen.queryByText(/不能超过50个字符/)).toBeNull()
    expect(screen.getByText(MSG.inputTooLong(50))).toBeInTheDocument()
    expect(totalShown() || 0).toBeLessThan(all)
  })

  test('a value set past the input’s maxLength is cut the same way', async () => {
    await openPage('/transfer-agent/investor-query', 'manager')
    const field = screen.getByPlaceholderText('名称或基金账号')
    fireEvent.change(field, { target: { value: 'x'.repeat(PASTE) } })
    expect(field).toHaveValue('x'.repeat(50))
    await screen.findByText(MSG.inputTooLong(50))
  })

  test('an address holding a longer name is cut, not dropped', async () => {
    loginAs('manager')
    renderPageAlone(`/transfer-agent/investor-query?investorName=${'李'.repeat(PASTE)}`)
    const field = await screen.findByPlaceholderText('名称或基金账号', undefined, SLOW)
    await waitFor(() => expect(field).toHaveValue('李'.repeat(50)))
  })
})

describe('募集账号 and 注册地址', { timeout: 90_000 }, () => {
  test('募集账号 keeps 40 of a 200-character paste and says so', async () => {
    const app = renderPageAlone('/account-query')
    await screen.findByRole('img', { name: '图形验证码' }, SLOW)
    const account = screen.getByLabelText('募集账号')
    await pasteInto(app, account, '6'.repeat(PASTE))
    expect(account).toHaveValue('6'.repeat(40))
    await screen.findByText(MSG.inputTooLong(40))
  })

  test('注册地址 keeps 200 of a longer paste and says so', async () => {
    const app = renderPageAlone('/reg')
    const address = await screen.findByLabelText('注册地址', undefined, SLOW)
    await pasteInto(app, address, '路'.repeat(PASTE + 50))
    expect(address).toHaveValue('路'.repeat(200))
    await screen.findByText(MSG.inputTooLong(200))
  })
})
