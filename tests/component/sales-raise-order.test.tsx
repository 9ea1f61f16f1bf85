import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { db } from '@demo-server/db/db'
import {
  buttonIn,
  cellsOf,
  header,
  openPage,
  recordSaves,
  rowKeys,
  rowOf,
  todoCount,
  totalShown,
} from './custodian-helpers'

const PATH = '/sales-manage/raise-order'
const pending = () =>
  db.state.raiseOrders
    .filter((o) => o.orgId === 'ORG001' && o.status === 'pending')
    .sort((a, b) => b.orderTime.localeCompare(a.orderTime))

const drawer = async () =>
  (await screen.findByText(/^募集订单 DD/, { selector: '.ant-drawer-title' })).closest(
    '.ant-drawer',
  ) as HTMLElement

const stepTitles = (box: HTMLElement) =>
  [...box.querySelectorAll('.status-timeline__title')].map((t) => t.textContent)

describe('募集订单', { timeout: 60_000 }, () => {
  const saved = recordSaves()

  test('待审核 on top; filtered by status; sorted by amount; 导出', async () => {
    const app = await openPage(PATH, 'manager')
    expect(rowKeys().slice(0, 3)).toEqual(pending().map((o) => o.orderId))
    expect(cellsOf(rowOf(pending()[0]!.orderId))).toEqual(
      expect.arrayContaining(['待审核', '审核']),
    )
    await app.router.navigate(`${PATH}?status=returned`)
    const returned = db.state.raiseOrders.filter(
      (o) => o.orgId === 'ORG001' && o.status === 'returned',
    )
    await waitFor(() => expect(totalShown()).toBe(returned.length))
    await app.user.click(header('金额（元）'))
    await waitFor(() => expect(app.location()).toContain('sort=amount'))
    const smallest = [...returned].sort((a, b) => a.amount - b.amount)[0]!
    await waitFor(() => expect(rowKeys()[0]).toBe(smallest.orderId))
    fireEvent.click(buttonIn(document.body, /^导出$/))
    await waitFor(() => expect(saved[0]?.name).toMatch(/^募集订单.*\.xlsx$/))
  })

  test('审核通过 asks first, says what happened and lowers fundRaiserOrderNum at once', async () => {
    const app = await openPage(PATH, 'manager')
    await waitFor(() => expect(todoCount('fundRaiserOrderNum')).toBe(3))
    const [first] = pending()
    fireEvent.click(buttonIn(rowOf(first!.orderId), /^审核$/))
    const box = await drawer()
    await within(box).findByText('办理进度')
    expect(stepTitles(box)[1]).toBe('管理人审核进行中')
    if (first!.businessType === '认购') {
      expect(within(box).getByText(/^募集进度/)).toBeInTheDocument()
    }
    fireEvent.click(buttonIn(box, /^审核通过$/))
    const tips = (await screen.findByText(/^确认审核通过/)).closest('.ant-modal') as HTMLElement
    await app.user.click(buttonIn(tips, /^确定$/))
    await waitFor(() => expect(todoCount('fundRaiserOrderNum')).toBe(2))
    await screen.findByText(/已审核通过，等待登记确认份额/)
    await waitFor(() => expect(stepTitles(box)[2]).toBe('登记确认进行中'))
    await waitFor(() =>
      expect(cellsOf(rowOf(first!.orderId))).toEqual(expect.arrayContaining(['已通过', '详情'])),
    )
  })

  test('an order breaking a rule says why, offers only 退回, which needs a reason', async () => {
    const app = await openPage(PATH, 'manager')
    await waitFor(() => expect(todoCount('fundRaiserOrderNum')).toBe(3))
    const blocked = pending().at(-1)!
    fireEvent.click(buttonIn(rowOf(blocked.orderId), /^审核$/))
    const box = await drawer()
    await within(box).findByText(/请退回$/)
    expect(buttonIn(box, /^审核通过$/)).toBeDisabled()
    fireEvent.click(buttonIn(box, /^退回$/))
    const dialog = (await screen.findByText('退回募集订单')).closest('.ant-modal') as HTMLElement
    fireEvent.click(buttonIn(dialog, /^确认退回$/))
    await within(dialog).findByText('请填写退回原因')
    fireEvent.change(within(dialog).getByLabelText('退回原因'), {
      target: { value: '投资者风险等级与产品不匹配' },
    })
    fireEvent.click(buttonIn(dialog, /^确认退回$/))
    await waitFor(() => expect(todoCount('fundRaiserOrderNum')).toBe(2))
    await within(box).findByText(/投资者风险等级与产品不匹配/)
    expect(app.location()).toBe(PATH)
  })
})
