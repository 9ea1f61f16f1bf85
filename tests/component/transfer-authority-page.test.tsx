import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { db } from '@demo-server/db/db'
import {
  buttonIn,
  cellsOf,
  choose,
  openPage,
  rowKeys,
  rowOf,
  todoCount,
  totalShown,
} from './custodian-helpers'

const PATH = '/custodian/transfer-authority'
const signers = () => db.state.transferSigners.filter((s) => s.orgId === 'ORG003')

const modal = async (title: RegExp) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest(
    '.ant-modal',
  ) as HTMLElement
const popconfirm = (ok: RegExp) =>
  waitFor(() => buttonIn(document.querySelector('.ant-popconfirm:not(.ant-popover-hidden)')!, ok))

const fill = (box: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(box).getByLabelText(label), { target: { value } })

describe('划款授权', { timeout: 60_000 }, () => {
  test('a signer the custodian registered is 确认ed: transferAuthorityNum drops', async () => {
    const app = await openPage(PATH, 'admin')
    expect(totalShown()).toBe(signers().length)
    await waitFor(() => expect(todoCount('transferAuthorityNum')).toBe(1))
    expect(screen.getByText('托管人已登记 1 位授权人，请核对信息后确认')).toBeInTheDocument()
    const pending = signers().find((s) => s.status === 'pending')!
    const row = rowOf(pending.signerId)
    // The document and mobile are masked in the list.
    expect(cellsOf(row).join()).toContain(`身份证 3701**********${pending.idNo.slice(-4)}`)
    fireEvent.click(buttonIn(row, /^确认$/))
    await app.user.click(await popconfirm(/^确认$/))
    await waitFor(() => expect(todoCount('transferAuthorityNum')).toBe(0))
    await waitFor(() => expect(cellsOf(rowOf(pending.signerId))).toContain('生效中'))
    expect(screen.queryByText(/位授权人，请核对信息后确认/)).toBeNull()
  })

  test('新增授权人 checks the limits and the documents, then lists the new signer', async () => {
    const app = await openPage(PATH, 'admin')
    fireEvent.click(buttonIn(document.body, /新增授权人$/))
    const box = await modal(/^新增授权人$/)
    fill(box, '姓名', '钱多多')
    fill(box, '证件号码', '370102198503120012')
    fill(box, '手机号', '1390531')
    fill(box, '单笔限额', '0')
    fill(box, '日累计限额', '100')
    fireEvent.click(buttonIn(box, /^保存$/))
    for (const message of ['证件号码格式不正确', '请输入正确的手机号', '单笔限额须大于 0']) {
      await within(box).findByText(message)
    }
    fill(box, '证件号码', '370102198503120011')
    fill(box, '手机号', '13905311234')
    fill(box, '单笔限额', '2000000')
    fireEvent.click(buttonIn(box, /^保存$/))
    await within(box).findByText('日累计限额不能小于单笔限额')
    fill(box, '日累计限额', '5000000')
    const fund = db.state.funds.find((f) => f.orgId === 'ORG003' && f.stage === 'operating')!
    await choose(app, '授权产品', `${fund.fundCode} ${fund.fundName}`, box)
    const [from, to] = [...box.querySelectorAll<HTMLInputElement>('.ant-picker-input input')]
    await app.user.click(from!)
    await app.user.type(from!, '2026-12-01{Enter}')
    await app.user.type(to!, '2027-11-30{Enter}')
    fireEvent.click(buttonIn(box, /^保存$/))
    await waitFor(() => expect(totalShown()).toBe(signers().length))
    const added = signers().at(-1)!
    expect(added).toMatchObject({
      name: '钱多多',
      singleLimit: 2_000_000,
      dailyLimit: 5_000_000,
      fundCodes: [fund.fundCode],
      validFrom: '2026-12-01',
      validTo: '2027-11-30',
    })
    await waitFor(() => expect(rowKeys()).toContain(added.signerId))
  })

  test('修改 keeps the rules; 停用 ends an authorisation', async () => {
    const app = await openPage(PATH, 'admin')
    const [first] = signers()
    fireEvent.click(buttonIn(rowOf(first!.signerId), /^修改$/))
    const box = await modal(/^修改授权人/)
    expect(within(box).getByLabelText('姓名')).toHaveValue(first!.name)
    const { idNo, mobile } = first!
    // The masked numbers are never loaded into the form: empty, they stay as stored.
    expect(within(box).getByLabelText('证件号码')).toHaveValue('')
    expect(within(box).getByLabelText('手机号')).toHaveValue('')
    expect(
      within(box).getByText(`当前为 ${mobile.slice(0, 3)}****${mobile.slice(-4)}，留空则不修改`),
    ).toBeInTheDocument()
    fill(box, '日累计限额', String(first!.singleLimit * 5))
    fireEvent.click(buttonIn(box, /^保存$/))
    await waitFor(() => expect(signers()[0]!.dailyLimit).toBe(first!.singleLimit * 5))
    expect(signers()[0]).toMatchObject({ idNo, mobile })
    expect(db.state.revealLog).toEqual([])
    fireEvent.click(buttonIn(rowOf(first!.signerId), /^停用$/))
    await app.user.click(await popconfirm(/^停用$/))
    await waitFor(() => expect(cellsOf(rowOf(first!.signerId))).toContain('已停用'))
  })

  // Issue 18: the server answers masked numbers; 查看 asks for one, logged, shown in place.
  test('查看 shows a full ID number and mobile in place, each logged by the server', async () => {
    const app = await openPage(PATH, 'admin')
    const [first] = signers()
    const row = rowOf(first!.signerId)
    expect(cellsOf(row).join()).not.toContain(first!.idNo)
    expect(cellsOf(row).join()).not.toContain(first!.mobile)
    await app.user.click(
      within(row).getByRole('button', { name: `查看 ${first!.name} 的证件号码` }),
    )
    await waitFor(() => expect(cellsOf(rowOf(first!.signerId)).join()).toContain(first!.idNo))
    expect(cellsOf(rowOf(first!.signerId)).join()).not.toContain(first!.mobile)
    await app.user.click(within(row).getByRole('button', { name: `查看 ${first!.name} 的手机号` }))
    await waitFor(() => expect(cellsOf(rowOf(first!.signerId)).join()).toContain(first!.mobile))
    expect(db.state.revealLog.map((r) => [r.userName, r.record, r.field])).toEqual([
      ['admin', `signer:${first!.signerId}`, 'idNo'],
      ['admin', `signer:${first!.signerId}`, 'mobile'],
    ])
  })
})
