import { describe, expect, test } from 'vitest'
import { db } from '../db/db'
import { INVESTOR_MSG } from '../handlers/investor-user-common'
import type {
  AccountAudit,
  AccountAuditDetail,
  InvestorUser,
  InvestorUserDetail,
} from '@contract/api/investor-user'
import type { PagedList } from '@contract/api/paged-list'
import { call, counts, as } from './investor-user-handlers-kit'

describe('投资者用户', () => {
  test("lists the organisation's investors only, masked, newest first; filters are checked", async () => {
    const { token } = as('manager')
    const page = await call<PagedList<InvestorUser>>('queryUsers', token, {
      pageNo: 1,
      pageSize: 100,
    })
    const mine = db.state.investorUsers.filter((u) => u.orgId === 'ORG001')
    expect(page.data.total).toBe(mine.length)
    const liu = page.data.list.find((u) => u.userName === '刘晓梅')!
    expect(liu).toMatchObject({ certificatesNum: '3701**********0029', mobile: '139****0001' })
    expect(JSON.stringify(page.data)).not.toContain('370103199002150029')
    expect(page.data.list.map((u) => u.userName)).not.toContain('John Smith') // ORG003 only
    const opened = page.data.list.map((u) => u.openedAt)
    expect(opened).toEqual([...opened].sort().reverse())

    const byNumber = await call<PagedList<InvestorUser>>('queryUsers', token, {
      certificatesNum: '370103199002150029',
    })
    expect(byNumber.data.list.map((u) => u.userName)).toEqual(['刘晓梅'])
    const byTail = await call<PagedList<InvestorUser>>('queryUsers', token, { mobile: '0001' })
    expect(byTail.data.list.map((u) => u.userName)).toContain('刘晓梅')
    const frozen = await call<PagedList<InvestorUser>>('queryUsers', token, { status: 'frozen' })
    expect(frozen.data.total).toBeGreaterThan(0)
    expect(frozen.data.list.every((u) => u.status === 'frozen')).toBe(true)

    expect((await call('queryUsers', token, { status: 'gone' })).msg).toBe(INVESTOR_MSG.status)
    expect((await call('queryUsers', token, { mobile: '12ab' })).msg).toBe(INVESTOR_MSG.mobile)
    expect((await call('queryUsers', token, { sort: 'password' })).status).toBe('fail')
    expect((await call('queryUsers', token, { pageSize: 500 })).status).toBe('fail')
  })

  test('the detail lists its audits; another organisation’s investor is not found', async () => {
    const { token } = as('manager')
    const approved = db.state.investorAccountAudits.find(
      (a) => a.orgId === 'ORG001' && a.status === 'approved',
    )!
    const detail = await call<InvestorUserDetail>('userDetail', token, {
      investorId: approved.investorId!,
    })
    expect(detail.data.audits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ auditId: approved.auditId, kind: '开户审核' }),
      ]),
    )
    expect((await call('userDetail', token, { investorId: 'INV003' })).msg).toBe(INVESTOR_MSG.gone)
  })

  test('a user without the menu is refused (operator: 综合管理 hidden)', async () => {
    const { token } = as('operator')
    const answer = await call('queryUsers', token)
    expect(answer.httpStatus).toBe(403)
  })
})

describe('开户审核', () => {
  test('通过 opens the account (it shows as 正常) and lowers investorAccountAuditNum; twice is refused', async () => {
    const { token, userId } = as('manager')
    expect(await counts(token, userId)).toMatchObject({
      investorAccountAuditNum: 2,
      investorPasswordResetNum: 1,
    })
    const list = await call<PagedList<AccountAudit>>('queryAccountAudits', token)
    const statuses = new Set(list.data.list.map((a) => a.status))
    expect(statuses).toEqual(new Set(['pending', 'approved', 'returned']))
    const before = (await call<PagedList<InvestorUser>>('queryUsers', token)).data.total
    const [first] = list.data.list
    expect(first!.status).toBe('pending')
    const done = await call<AccountAuditDetail>(
      'reviewAccountAudit',
      token,
      {},
      {
        auditId: first!.auditId,
        action: 'approve',
      },
    )
    expect(done.data.status).toBe('approved')
    expect(done.data.steps.map((s) => [s.title, s.state])).toEqual([
      ['提交开户申请', 'done'],
      ['管理人审核', 'done'],
      ['开通账户', 'done'],
    ])
    expect(done.data.steps[1]!.actor).toBe('王经理')
    expect(await counts(token, userId)).toMatchObject({ investorAccountAuditNum: 1 })
    const users = await call<PagedList<InvestorUser>>('queryUsers', token, {
      userName: first!.userName,
    })
    expect(users.data.list).toContainEqual(
      expect.objectContaining({ status: 'normal', openChannel: first!.channel }),
    )
    expect((await call<PagedList<InvestorUser>>('queryUsers', token)).data.total).toBe(before + 1)
    const again = await call(
      'reviewAccountAudit',
      token,
      {},
      { auditId: first!.auditId, action: 'approve' },
    )
    expect(again.msg).toBe(INVESTOR_MSG.handled)
  })

  test('退回 needs a reason of at most 200 characters; another organisation’s audit is not found', async () => {
    const { token, userId } = as('manager')
    const waiting = db.state.investorAccountAudits.find(
      (a) => a.orgId === 'ORG001' && a.status === 'pending',
    )!
    const review = (json: unknown) =>
      call<AccountAuditDetail>('reviewAccountAudit', token, {}, json)
    expect((await review({ auditId: waiting.auditId, action: 'return' })).msg).toBe(
      INVESTOR_MSG.reason,
    )
    expect(
      (await review({ auditId: waiting.auditId, action: 'return', reason: '字'.repeat(201) })).msg,
    ).toBe(INVESTOR_MSG.reasonTooLong)
    expect((await review({ auditId: waiting.auditId, action: 'delete' })).msg).toBe(
      INVESTOR_MSG.action,
    )
    const theirs = db.state.investorAccountAudits.find(
      (a) => a.orgId === 'ORG003' && a.status === 'pending',
    )!
    expect((await review({ auditId: theirs.auditId, action: 'approve' })).msg).toBe(
      INVESTOR_MSG.gone,
    )
    const returned = await review({
      auditId: waiting.auditId,
      action: 'return',
      reason: '  影像不清晰 ',
    })
    expect(returned.data.steps[1]).toMatchObject({ state: 'returned', reason: '影像不清晰' })
    expect(await counts(token, userId)).toMatchObject({ investorAccountAuditNum: 1 })
    expect(db.state.doneItems.at(-1)).toMatchObject({ id: waiting.auditId, result: '已退回' })
  })
})
