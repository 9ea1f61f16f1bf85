import { describe, expect, test } from 'vitest'
import { db } from '../db/db'
import { INVESTOR_MSG } from '../handlers/investor-user-common'
import type { ResetAudit, ResetAuditDetail } from '@contract/api/investor-user'
import type { PagedList } from '@contract/api/paged-list'
import { callJson } from './api'
import { call, counts, as } from './investor-user-handlers-kit'

describe('密码重置审核', () => {
  test('通过 sets a temporary password and lowers investorPasswordResetNum', async () => {
    const { token, userId } = as('admin')
    expect(await counts(token, userId)).toMatchObject({ investorPasswordResetNum: 1 })
    const list = await call<PagedList<ResetAudit>>('queryResetAudits', token, { status: 'pending' })
    const [waiting] = list.data.list
    const account = () =>
      db.state.investors
        .find((i) => i.investorId === waiting!.investorId)!
        .accounts.find((a) => a.orgId === 'ORG003')!
    const before = account().password
    const done = await call<ResetAuditDetail>(
      'reviewResetAudit',
      token,
      {},
      {
        auditId: waiting!.auditId,
        action: 'approve',
      },
    )
    expect(done.data.status).toBe('approved')
    expect(done.data.steps[2]).toMatchObject({ title: '发送临时密码', state: 'done' })
    expect(account().password).not.toBe(before)
    expect(account().password).toMatch(/^Tmp\d{6}$/)
    expect(await counts(token, userId)).toMatchObject({ investorPasswordResetNum: 0 })
    const again = await call(
      'reviewResetAudit',
      token,
      {},
      { auditId: waiting!.auditId, action: 'return', reason: 'x' },
    )
    expect(again.msg).toBe(INVESTOR_MSG.handled)
  })

  test('the five /reset-password investors have no password reset waiting', () => {
    const five = ['INV001', 'INV002', 'INV003', 'INV004', 'INV005']
    const waiting = db.state.investorResetAudits.filter((a) => a.status === 'pending')
    expect(waiting.length).toBe(3)
    expect(waiting.some((a) => five.includes(a.investorId))).toBe(false)
  })

  test('a reset done on /reset-password shows as 已通过, channel 自助重置', async () => {
    const identity = {
      certificatesType: '0',
      certificatesNum: '370202197501010055',
      userName: '陈建国',
      mobile: '13900000002',
      orgId: 'ORG001',
      orgName: '泉城私募基金管理有限公司',
    }
    const post = async (path: string, extra: Record<string, string> = {}) =>
      (await callJson(`/login/investor/${path}`, { query: { ...identity, ...extra } })).body
    expect((await post('getCodeForModifyPassword')).status).toBe('success')
    expect((await post('toModifyPasswordPage', { verificationCode: '8888' })).status).toBe(
      'success',
    )
    const encoded = btoa('Chen2025new')
    const changed = await post('modifyPassword', {
      newPassword: encoded,
      newPasswordConfirm: encoded,
    })
    expect(changed.status).toBe('success')
    const { token } = as('manager')
    const list = await call<PagedList<ResetAudit>>('queryResetAudits', token, { channel: 'self' })
    expect(list.data.list).toEqual([
      expect.objectContaining({ userName: '陈建国', status: 'approved', channel: 'self' }),
    ])
    const detail = await call<ResetAuditDetail>('resetAuditDetail', token, {
      auditId: list.data.list[0]!.auditId,
    })
    expect(detail.data.steps.map((s) => s.title)).toEqual(['身份验证', '设置新密码'])
  })
})
