import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { db } from '@demo-server/db/db'
import { buttonIn, cellsOf, openPage, rowKeys, rowOf, todoCount } from './custodian-helpers'

/* 投资者开户 and 巨额赎回确认: the manager's decisions lower their menus' counts at once. */

const dialog = () =>
  document.querySelector('.ant-modal-wrap:not([style*="none"]) .ant-modal') as HTMLElement

describe('登记过户 decisions', { timeout: 60_000 }, () => {
  test('投资者开户: 通过 asked first; 退回 needs a reason; openAccountNum drops', async () => {
    await openPage('/transfer-agent/investor-open-account', 'manager')
    await waitFor(() => expect(todoCount('openAccountNum')).toBe(4))
    const [first, second] = rowKeys() as [string, string]
    const name = cellsOf(rowOf(first))[1]!
    fireEvent.click(buttonIn(rowOf(first), /^通过$/))
    await screen.findByText(`确认通过 ${name} 的开户申请？`)
    fireEvent.click(buttonIn(dialog(), /^确认通过$/))
    await screen.findByText(new RegExp(`^已通过 ${name} 的开户申请`))
    await waitFor(() => expect(todoCount('openAccountNum')).toBe(3))
    await waitFor(() => expect(cellsOf(rowOf(first))).toContain('已通过'))

    fireEvent.click(buttonIn(rowOf(second), /^退回$/))
    await screen.findByText(/^退回开户申请 · /)
    fireEvent.click(buttonIn(dialog(), /^确认退回$/))
    await screen.findByText('请填写退回原因')
    fireEvent.change(screen.getByLabelText('退回原因'), { target: { value: '证件影像不清晰' } })
    fireEvent.click(buttonIn(dialog(), /^确认退回$/))
    await waitFor(() => expect(todoCount('openAccountNum')).toBe(2))
    await waitFor(() => expect(cellsOf(rowOf(second))).toContain('证件影像不清晰'))
    expect(db.state.taOpenAccounts.find((r) => r.applyId === second)?.status).toBe('returned')
  })

  test('巨额赎回确认: a ratio under the 10% rule is refused; 部分确认 80% lowers the count', async () => {
    await openPage('/transfer-agent/max-redeem-confirm', 'manager')
    await waitFor(() => expect(todoCount('maxRedeemApplyConfirmNum')).toBe(2))
    const id = rowKeys()[0]!
    fireEvent.click(buttonIn(rowOf(id), /^确认$/))
    await screen.findByText('管理人确认')
    fireEvent.click(screen.getByLabelText('部分确认'))
    const ratio = await screen.findByLabelText('确认比例')
    fireEvent.change(ratio, { target: { value: '1' } })
    fireEvent.click(buttonIn(document.body, /^提交确认$/))
    await screen.findByText(/^确认比例须不低于/)
    fireEvent.change(ratio, { target: { value: '80' } })
    fireEvent.click(buttonIn(document.body, /^提交确认$/))
    await screen.findByText(/^确认按 80\.00% 部分确认/)
    fireEvent.click(buttonIn(dialog(), /^确定$/))
    await waitFor(() => expect(todoCount('maxRedeemApplyConfirmNum')).toBe(1))
    const record = db.state.taLargeRedeems.find((r) => r.id === id)!
    expect(record).toMatchObject({ status: 'partial', confirmRatio: 0.8, remainder: 'defer' })
  })
})
