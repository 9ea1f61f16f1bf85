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

/* 投资者用户管理: the three tabs, 通过 and 退回, and the badge that drops with them. */

const PATH = '/general-manage/investor-user-manage'
const saved = recordSaves()

const mineOpened = () =>
  db.state.investorUsers
    .filter((u) => u.orgId === 'ORG001')
    .sort((a, b) => b.openedAt.localeCompare(a.openedAt))

const drawer = async (title: RegExp) =>
  (await screen.findByText(title, { selector: '.ant-drawer-title' }, { timeout: 10_000 })).closest(
    '.ant-drawer',
  ) as HTMLElement

const stepTitles = (box: HTMLElement) =>
  [...box.querySelectorAll('.status-timeline__title')].map((t) => t.textContent)

const tab = (name: RegExp) =>
  [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) =>
    name.test(t.textContent ?? ''),
  )!

describe('投资者用户管理', { timeout: 60_000 }, () => {
  test('投资者用户: newest first, masked; status filter, sort, paging, reset; detail; 导出', async () => {
    const app = await openPage(PATH, 'manager')
    const all = mineOpened()
    expect(totalShown()).toBe(all.length)
    expect(rowKeys().slice(0, 3)).toEqual(all.slice(0, 3).map((u) => u.investorId))
    const newest = db.state.investors.find((i) => i.investorId === all[0]!.investorId)!
    const masked = `${newest.mobile.slice(0, 3)}****${newest.mobile.slice(-4)}`
    expect(cellsOf(rowOf(newest.investorId))).toEqual(
      expect.arrayContaining([newest.userName, masked]),
    )
    expect(cellsOf(rowOf(newest.investorId)).join(' ')).toMatch(/\d{4}\*{10}\w{4}/)
    expect(document.body.textContent).not.toContain(newest.certificatesNum)

    await app.router.navigate(`${PATH}?status=frozen`)
    const frozen = all.filter((u) => u.status === 'frozen')
    await waitFor(() => expect(totalShown()).toBe(frozen.length))
    fireEvent.click(buttonIn(document.body, /^重置$/))
    await waitFor(() => expect(totalShown()).toBe(all.length))
    expect(app.location()).toBe(PATH)

    await app.user.click(header('开户时间'))
    await waitFor(() => expect(app.location()).toContain('sort=openedAt'))
    await waitFor(() => expect(rowKeys()[0]).toBe(all.at(-1)!.investorId))
    await app.router.navigate(`${PATH}?page=2`)
    await waitFor(() => expect(rowKeys()[0]).toBe(all[20]!.investorId))

    fireEvent.click(
      screen.getByLabelText(
        `详情 ${db.state.investors.find((i) => i.investorId === all[20]!.investorId)!.userName}`,
      ),
    )
    const box = await drawer(/^投资者详情/)
    await within(box).findByText('审核记录')

    fireEvent.click(buttonIn(document.body, /^导出$/))
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 15_000 })
    expect(saved[0]!.name).toMatch(/^投资者用户_\d{14}\.xlsx$/)
  })

  test('开户审核: 通过 asks first, opens the account and lowers the badge at once', async () => {
    const app = await openPage(`${PATH}?tab=account-audits`, 'manager')
    await waitFor(() => expect(todoCount('investorAccountAuditNum')).toBe(2))
    expect(tab(/^开户审核/).querySelector('[title="2 条待审核"]')).not.toBeNull()
    const waiting = db.state.investorAccountAudits.filter(
      (a) => a.orgId === 'ORG001' && a.status === 'pending',
    )
    expect(rowKeys().slice(0, 2).sort()).toEqual(waiting.map((a) => a.auditId).sort())
    const first = db.state.investorAccountAudits.find((a) => a.auditId === rowKeys()[0])!
    fireEvent.click(screen.getByLabelText(`审核 ${first.auditId}`))
    const box = await drawer(/^开户审核 KH/)
    await within(box).findByText('审核进度')
    expect(stepTitles(box)).toEqual(['提交开户申请已完成', '管理人审核进行中', '开通账户未开始'])
    fireEvent.click(buttonIn(box, /^通过$/))
    const ask = (await screen.findByText(`确定审核通过${first.userName}的开户申请吗？`)).closest(
      '.ant-modal',
    ) as HTMLElement
    await app.user.click(buttonIn(ask, /^确定$/))
    const mobile = `${first.mobile.slice(0, 3)}****${first.mobile.slice(-4)}`
    await screen.findByText(`已通过，投资者账户已开通，初始密码已通过短信发送至 ${mobile}`)
    await waitFor(() => expect(todoCount('investorAccountAuditNum')).toBe(1))
    await waitFor(() => expect(stepTitles(box)[2]).toBe('开通账户已完成'))
    expect(within(box).queryByText(/^通\s*过$/)).toBeNull()
    await waitFor(() =>
      expect(cellsOf(rowOf(first.auditId))).toEqual(expect.arrayContaining(['已通过'])),
    )
  })

  test('密码重置审核: 退回 needs a reason; it shows on the timeline and the badge drops', async () => {
    const app = await openPage(`${PATH}?tab=reset-audits`, 'manager')
    await waitFor(() => expect(todoCount('investorPasswordResetNum')).toBe(1))
    const waiting = db.state.investorResetAudits.find(
      (a) => a.orgId === 'ORG001' && a.status === 'pending',
    )!
    expect(rowKeys()[0]).toBe(waiting.auditId)
    fireEvent.click(screen.getByLabelText(`审核 ${waiting.auditId}`))
    const box = await drawer(/^密码重置审核 CZ/)
    await within(box).findByText('审核进度')
    fireEvent.click(buttonIn(box, /^退回$/))
    const dialog = (await screen.findByText(/^退回.+的密码重置申请$/)).closest(
      '.ant-modal',
    ) as HTMLElement
    fireEvent.click(buttonIn(dialog, /^确认退回$/))
    await within(dialog).findByText('请填写退回原因')
    fireEvent.change(within(dialog).getByLabelText('退回原因'), {
      target: { value: '申请人未能通过视频身份核验' },
    })
    fireEvent.click(buttonIn(dialog, /^确认退回$/))
    await screen.findByText(/^已退回，退回原因已通过短信告知 1\d\d\*{4}\d{4}$/)
    await waitFor(() => expect(todoCount('investorPasswordResetNum')).toBe(0))
    await within(box).findByText(/退回原因：申请人未能通过视频身份核验/)
    expect(app.location()).toBe(`${PATH}?tab=reset-audits`)
  })
})
