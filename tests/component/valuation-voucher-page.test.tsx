import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { db } from '@demo-server/db/db'
import {
  buttonIn,
  cellsOf,
  openPage,
  rowKeys,
  rowOf,
  todoCount,
  totalShown,
} from './custodian-helpers'
import { centsOf } from './valuation-helpers'

const PATH = '/valuation-check/account-voucher'
const popconfirmButton = (text: RegExp) =>
  waitFor(() => buttonIn(document.querySelector('.ant-popconfirm') as HTMLElement, text))

describe('凭证', { timeout: 60_000 }, () => {
  test('详情 shows balanced lines; 发送所选 checks every address, then T00055 drops to 0', async () => {
    const app = await openPage(`${PATH}?sendStatus=pending`, 'manager')
    const waiting = db.state.pendingItems.filter(
      (p) => p.todoKey === 'T00055' && p.orgId === 'ORG001',
    )
    await waitFor(() => expect(todoCount('T00055')).toBe(waiting.length))
    expect(totalShown()).toBe(waiting.length)

    fireEvent.click(buttonIn(rowOf(rowKeys()[0]!), /^详情$/))
    const box = (await screen.findByText(/^凭证 记-/, { selector: '.ant-drawer-title' })).closest(
      '.ant-drawer',
    ) as HTMLElement
    await within(box).findByText('借贷平衡')
    const lines = [...box.querySelectorAll('.voucher-lines tbody tr[data-row-key]')].map((r) =>
      cellsOf(r as HTMLElement),
    )
    const [, debitTotal, creditTotal] = cellsOf(
      box.querySelector('.ant-table-summary tr') as HTMLElement,
    )
    expect(centsOf(debitTotal)).toBe(centsOf(creditTotal))
    expect(lines.reduce((s, l) => s + centsOf(l[2] || '0'), 0)).toBe(centsOf(debitTotal))
    expect(lines.reduce((s, l) => s + centsOf(l[3] || '0'), 0)).toBe(centsOf(creditTotal))
    fireEvent.click(box.querySelector('.ant-drawer-close') as HTMLElement)

    fireEvent.click(document.querySelector('.ant-table-thead .ant-checkbox-input') as HTMLElement)
    fireEvent.click(
      await waitFor(() => buttonIn(document.body, new RegExp(`^发送所选（${waiting.length}）$`))),
    )
    const dialog = (await screen.findByText('发送凭证')).closest('.ant-modal') as HTMLElement
    await within(dialog).findByText(/外包服务商/)
    const extra = within(dialog).getByLabelText('其他收件人')
    fireEvent.change(extra, { target: { value: 'auditor@qlcpa.cn\nbad@' } })
    fireEvent.click(buttonIn(dialog, /^发送$/))
    await within(dialog).findByText('邮箱地址格式不正确：bad@')
    fireEvent.change(extra, { target: { value: 'auditor@qlcpa.cn' } })
    fireEvent.click(buttonIn(dialog, /^发送$/))
    await waitFor(() => expect(todoCount('T00055')).toBe(0))
    await screen.findByText(new RegExp(`^已发送 ${waiting.length} 张凭证`))
    await waitFor(() => expect(totalShown() || 0).toBe(0))
    const sent = db.state.voucherSendRecords.at(-1)!
    expect(sent).toMatchObject({ recipientTypes: '外包服务商、其他收件人', sender: '王经理' })
    expect(sent.recipients).toContain('auditor@qlcpa.cn')
    await app.router.navigate('/account-voucher-record?mode=manual')
    await waitFor(() => expect(rowKeys()).toContain(sent.recordId))
    expect(cellsOf(rowOf(sent.recordId))).toEqual(expect.arrayContaining(['手工发送', '王经理']))
  })

  test('发送记录: a failed daily batch is 重发 to the same people and marked 已重发', async () => {
    const app = await openPage('/account-voucher-record?result=failed', 'manager')
    const id = rowKeys()[0]!
    expect(cellsOf(rowOf(id)).join(' ')).toMatch(/失败.*(退回|超时|限制)/)
    await app.user.click(buttonIn(rowOf(id), /^重发$/))
    await app.user.click(await popconfirmButton(/^重发$/))
    await screen.findByText(/^已重新发送 /)
    await waitFor(() =>
      expect(cellsOf(rowOf(id))).toEqual(
        expect.arrayContaining([expect.stringMatching(/已重发$/)]),
      ),
    )
    const again = db.state.voucherSendRecords.at(-1)!
    expect(again).toMatchObject({ resendOf: id, result: 'success', recipientTypes: '外包服务商' })
    await app.router.navigate('/account-voucher-record?mode=manual')
    await waitFor(() => expect(rowKeys()).toEqual([again.recordId]))
    expect(cellsOf(rowOf(again.recordId)).join(' ')).toContain(`重发自 ${id}`)
  })
})
