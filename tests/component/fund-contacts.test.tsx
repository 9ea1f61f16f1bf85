import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { db } from '@demo-server/db/db'
import { api } from '@demo-server/handlers/http'
import { server } from '@demo-server/node'
import { button, openAs, option, row, rowKeys } from './fund-query-helpers'

const PATH = '/funds-query-contact?fundCode=SXA001'
const seeded = () => db.state.fundContacts.filter((c) => c.fundCode === 'SXA001')
const dialog = () => document.querySelector('.ant-modal') as HTMLElement

async function openDialog() {
  const app = await openAs(PATH, /联系人维护$/)
  await waitFor(() => expect(rowKeys()).toHaveLength(seeded().length))
  await app.user.click(button('新增联系人'))
  await within(dialog()).findByLabelText('手机号码')
  const field = (label: string) => within(dialog()).getByLabelText(label) as HTMLInputElement
  const fill = async (mobile: string) => {
    await app.user.type(field('姓名'), '林晓')
    await app.user.click(field('角色'))
    await app.user.click(await option('合规'))
    await app.user.type(field('手机号码'), mobile)
    await app.user.type(field('邮箱'), 'linxiao@example.com')
    await app.user.click(within(dialog()).getByLabelText('临时公告'))
  }
  const save = () => app.user.click(button(/^保\s*存$/, dialog()))
  return { app, field, fill, save }
}

describe('联系人维护', { timeout: 60_000 }, () => {
  test('a bad mobile is refused as typed and kept; a good one adds the contact', async () => {
    const before = seeded().length
    const { app, field, fill, save } = await openDialog()
    await fill('12345678901')
    await save()
    await within(dialog()).findByText('请输入正确的11位手机号码')
    expect(field('手机号码')).toHaveValue('12345678901')
    expect(field('姓名')).toHaveValue('林晓')
    expect(seeded()).toHaveLength(before)

    await app.user.clear(field('手机号码'))
    await app.user.type(field('手机号码'), '13912345678')
    await save()
    await waitFor(() => expect(seeded()).toHaveLength(before + 1))
    const added = seeded().at(-1)!
    expect(added).toMatchObject({ name: '林晓', role: '合规', notices: ['临时公告'] })
    await waitFor(() => expect(row(added.contactId)).not.toBeNull())
    // Listed with the mobile masked by the server.
    expect(within(row(added.contactId)).getByText('139****5678')).toBeInTheDocument()
    expect(added.mobile).toBe('13912345678')
  })

  test('a refusal from the server shows in the dialog, with nothing typed lost', async () => {
    server.use(
      http.post(api('/rest/fund/saveFundContact'), () =>
        HttpResponse.json({ status: 'fail', data: null, msg: '该手机号已是本产品的联系人' }),
      ),
    )
    const { field, fill, save } = await openDialog()
    await fill('13912345678')
    await save()
    await within(dialog()).findByText('该手机号已是本产品的联系人')
    expect(field('姓名')).toHaveValue('林晓')
    expect(field('手机号码')).toHaveValue('13912345678')
    expect(field('邮箱')).toHaveValue('linxiao@example.com')
    expect(within(dialog()).getByLabelText('临时公告')).toBeChecked()
  })

  // Issue 18: the server masks mobiles; 查看 is logged; 编辑 never loads the full mobile.
  test('查看 shows the full mobile in place (logged); 编辑 without a mobile keeps it', async () => {
    const app = await openAs(PATH, /联系人维护$/)
    const [first] = seeded()
    const { contactId, mobile, name } = first!
    await waitFor(() => expect(row(contactId)).not.toBeNull())
    const masked = `${mobile.slice(0, 3)}****${mobile.slice(-4)}`
    expect(within(row(contactId)).getByText(masked)).toBeInTheDocument()
    expect(row(contactId).textContent).not.toContain(mobile)
    await app.user.click(
      within(row(contactId)).getByRole('button', { name: `查看 ${name} 的手机号码` }),
    )
    await within(row(contactId)).findByText(mobile)
    expect(db.state.revealLog).toMatchObject([
      { userName: 'manager', record: `fund-contact:${contactId}`, field: 'mobile' },
    ])
    await app.user.click(button(/^编\s*辑$/, row(contactId)))
    const field = (label: string) => within(dialog()).getByLabelText(label) as HTMLInputElement
    await waitFor(() => expect(field('姓名')).toHaveValue(name))
    expect(field('手机号码')).toHaveValue('')
    expect(within(dialog()).getByText(`当前为 ${masked}，留空则不修改`)).toBeInTheDocument()
    await app.user.click(within(dialog()).getByLabelText('临时公告'))
    await app.user.click(button(/^保\s*存$/, dialog()))
    await waitFor(() => expect(seeded()[0]!.notices).not.toEqual(first!.notices))
    expect(seeded()[0]!.mobile).toBe(mobile)
  })

  test('删除 asks first, then removes the contact', async () => {
    const app = await openAs(PATH, /联系人维护$/)
    const [first] = seeded()
    await waitFor(() => expect(row(first!.contactId)).not.toBeNull())
    await app.user.click(button(/^删\s*除$/, row(first!.contactId)))
    const confirm = await screen.findByText(`确定删除联系人 ${first!.name}？`)
    const popup = confirm.closest('.ant-popover') as HTMLElement
    await app.user.click(button(/^删\s*除$/, popup))
    await waitFor(() => expect(row(first!.contactId)).toBeNull())
    expect(seeded().some((c) => c.contactId === first!.contactId)).toBe(false)
    await screen.findByText(`已删除联系人 ${first!.name}`)
  })
})
