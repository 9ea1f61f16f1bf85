import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { db } from '@demo-server/db/db'
import {
  buttonIn,
  cellsOf,
  header,
  openPage,
  rowKeys,
  rowOf,
  todoCount,
  totalShown,
} from './custodian-helpers'

const PATH = '/custodian/transfer-instruction'
const mine = () =>
  db.state.transferInstructions
    .filter((i) => i.orgId === 'ORG001')
    .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt))

const drawer = async () =>
  (await screen.findByText(/^划款指令 HK/, { selector: '.ant-drawer-title' })).closest(
    '.ant-drawer',
  ) as HTMLElement

const stepStates = (box: HTMLElement) =>
  [...box.querySelectorAll('.status-timeline__title')].map((t) => t.textContent)

describe('划款指令', { timeout: 60_000 }, () => {
  test('newest first, 待复核 on top; filtered by status; sorted by amount; 详情 has the timeline', async () => {
    const app = await openPage(PATH, 'manager')
    const all = mine()
    expect(totalShown()).toBe(all.length)
    expect(rowKeys().slice(0, 3)).toEqual(all.slice(0, 3).map((i) => i.instructionId))
    expect(cellsOf(rowOf(all[0]!.instructionId))).toEqual(
      expect.arrayContaining(['待复核', '复核']),
    )
    await app.router.navigate(`${PATH}?status=executed`)
    await waitFor(() =>
      expect(totalShown()).toBe(all.filter((i) => i.status === 'executed').length),
    )
    await app.user.click(header('划款金额'))
    await waitFor(() => expect(app.location()).toContain('sort=amount'))
    const executed = all.filter((i) => i.status === 'executed').sort((a, b) => a.amount - b.amount)
    await waitFor(() => expect(rowKeys()[0]).toBe(executed[0]!.instructionId))
    fireEvent.click(buttonIn(rowOf(executed[0]!.instructionId), /^详情$/))
    const box = await drawer()
    await within(box).findByText('办理进度')
    expect(stepStates(box)).toEqual([
      '经办提交已完成',
      '管理人复核已完成',
      '托管审核已完成',
      '划款执行已完成',
    ])
    expect(within(box).getByText(executed[0]!.payeeName)).toBeInTheDocument()
    expect(within(box).queryByText('复核通过')).toBeNull()
  })

  test('复核通过 sends it to the custodian and lowers T00009 at once', async () => {
    const app = await openPage(PATH, 'manager')
    await waitFor(() => expect(todoCount('T00009')).toBe(2))
    const [first] = mine()
    fireEvent.click(buttonIn(rowOf(first!.instructionId), /^复核$/))
    const box = await drawer()
    await within(box).findByText('办理进度')
    expect(stepStates(box)[1]).toBe('管理人复核进行中')
    await app.user.click(buttonIn(box, /^复核通过$/))
    const confirm = await waitFor(() =>
      buttonIn(document.querySelector('.ant-popconfirm')!, /^确认$/),
    )
    await app.user.click(confirm)
    await waitFor(() => expect(todoCount('T00009')).toBe(1))
    await screen.findByText('复核通过，已提交托管审核')
    await waitFor(() => expect(stepStates(box)[2]).toBe('托管审核进行中'))
    await waitFor(() =>
      expect(cellsOf(rowOf(first!.instructionId))).toEqual(expect.arrayContaining(['托管审核中'])),
    )
  })

  test('退回 needs a reason; it shows on the timeline and lowers T00060', async () => {
    const app = await openPage(PATH, 'manager')
    await waitFor(() => expect(todoCount('T00060')).toBe(1))
    const large = mine().find((i) => i.status === 'review' && i.amount >= 5_000_000)!
    fireEvent.click(buttonIn(rowOf(large.instructionId), /^复核$/))
    const box = await drawer()
    await within(box).findByText('办理进度')
    fireEvent.click(buttonIn(box, /^退回$/))
    const dialog = (await screen.findByText('退回划款指令')).closest('.ant-modal') as HTMLElement
    fireEvent.click(buttonIn(dialog, /^确认退回$/))
    await within(dialog).findByText('请填写退回原因')
    fireEvent.change(within(dialog).getByLabelText('退回原因'), {
      target: { value: '投资款划付对应的合伙协议尚未签署' },
    })
    fireEvent.click(buttonIn(dialog, /^确认退回$/))
    await waitFor(() => expect(todoCount('T00060')).toBe(0))
    await within(box).findByText(/退回原因：投资款划付对应的合伙协议尚未签署/)
    expect(app.location()).toBe(PATH)
  })
})
