import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { MSG } from '@/config/messages'
import { db } from '@demo-server/db/db'
import { buttonIn, openPage } from './custodian-helpers'
import { button, openAs, rowKeys } from './fund-query-helpers'
import { dialogTitled } from './gm-helpers'

/*
 * The length rule of the query filters holds in the dialogs and forms too: a longer paste
 * keeps the field's first N characters, and 最多输入N个字符，超出部分已截去 says so.
 */

const PASTE = 200

async function pasteInto(
  user: { paste: (text: string) => Promise<void> },
  field: HTMLElement,
  text: string,
) {
  act(() => field.focus())
  await user.paste(text)
}

describe('dialog fields cut a paste and say so', { timeout: 90_000 }, () => {
  test('角色管理 → 新增角色: 角色说明 keeps 100 and the saved role has those 100', async () => {
    const app = await openPage('/general-manage/role-management', 'admin')
    fireEvent.click(buttonIn(document.body, /^新增角色$/))
    const dialog = await dialogTitled('新增角色')
    await app.user.type(within(dialog).getByLabelText('角色名称'), '审计岗')
    const description = within(dialog).getByLabelText('角色说明')
    await pasteInto(app.user, description, '审'.repeat(PASTE))
    expect(description).toHaveValue('审'.repeat(100))
    expect(within(dialog).getByText(MSG.inputTooLong(100))).toBeInTheDocument()

    fireEvent.click(buttonIn(dialog, /^保存$/))
    await waitFor(() =>
      expect(db.state.roles.find((r) => r.roleName === '审计岗')?.description).toBe(
        '审'.repeat(100),
      ),
    )
  })

  test('产品查询 → 联系人维护: 姓名 keeps 20; reopened, the dialog is clean', async () => {
    const app = await openAs('/funds-query-contact?fundCode=SXA001', /联系人维护$/)
    await waitFor(() => expect(rowKeys().length).toBeGreaterThan(0))
    await app.user.click(button('新增联系人'))
    const dialog = document.querySelector('.ant-modal') as HTMLElement
    const name = await within(dialog).findByLabelText('姓名')
    await pasteInto(app.user, name, '林'.repeat(PASTE))
    expect(name).toHaveValue('林'.repeat(20))
    expect(within(dialog).getByText(MSG.inputTooLong(20))).toBeInTheDocument()

    await app.user.click(button(/^取\s*消$/, dialog))
    await app.user.click(button('新增联系人'))
    await waitFor(() => expect(within(dialog).getByLabelText('姓名')).toHaveValue(''))
    expect(within(dialog).queryByText(MSG.inputTooLong(20))).toBeNull()
  })

  test('划款授权 → 新增授权人: 姓名 keeps 20, 手机号 keeps 11, each says so', async () => {
    const app = await openPage('/custodian/transfer-authority', 'admin')
    fireEvent.click(buttonIn(document.body, /新增授权人$/))
    const box = (await screen.findByText(/^新增授权人$/, { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement
    const name = within(box).getByLabelText('姓名')
    await pasteInto(app.user, name, '钱'.repeat(PASTE))
    expect(name).toHaveValue('钱'.repeat(20))
    expect(within(box).getByText(MSG.inputTooLong(20))).toBeInTheDocument()
    const mobile = within(box).getByLabelText('手机号')
    await pasteInto(app.user, mobile, '1'.repeat(PASTE))
    expect(mobile).toHaveValue('1'.repeat(11))
    expect(within(box).getByText(MSG.inputTooLong(11))).toBeInTheDocument()
  })

  test('as in a browser, the paste event and the cut value arrive apart: still said', async () => {
    await openPage('/custodian/transfer-authority', 'admin')
    fireEvent.click(buttonIn(document.body, /新增授权人$/))
    const box = (await screen.findByText(/^新增授权人$/, { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement
    const idNo = within(box).getByLabelText('证件号码')
    const text = '3'.repeat(PASTE)
    fireEvent.paste(idNo, { clipboardData: { getData: () => text } })
    fireEvent.change(idNo, { target: { value: text.slice(0, 20) } })
    expect(idNo).toHaveValue(text.slice(0, 20))
    await within(box).findByText(MSG.inputTooLong(20))
  })
})
