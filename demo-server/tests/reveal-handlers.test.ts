import { describe, expect, test } from 'vitest'
import { db } from '../db/db'
import type { FundContact } from '@contract/api/fund-query'
import type { StaffUser } from '@contract/api/general-manage'
import type { TransferSigner } from '@contract/api/custodian'
import type { PagedList } from '@contract/api/paged-list'
import { callJson } from './api'
import { loginAs } from './login-as'

/* Issue 18: personal numbers leave the demo backend masked; 查看 answers one in full, logged. */

const call = <T>(path: string, token: string, init: { json?: unknown } = {}) =>
  callJson<T>(path, { token, ...init })

const MASKED_MOBILE = /^1\d{2}\*{4}\d{4}$/
const BEIJING_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/

describe('用户管理: masked mobiles, 查看 logged', () => {
  test('the list masks every mobile; 查看 answers the full one and logs who, what and when', async () => {
    const { token } = loginAs('admin')
    const list = await call<PagedList<StaffUser>>('/rest/gm/users/list', token)
    const [me] = list.body.data.list
    expect(me!.mobile).toBe('138****0002')
    expect(JSON.stringify(list.body)).not.toContain('13800000002')
    expect(db.state.revealLog).toEqual([])

    const shown = await call<string>('/rest/gm/users/reveal', token, {
      json: { userId: 'U1002', field: 'mobile' },
    })
    expect(shown.body.data).toBe('13800000002')
    expect(db.state.revealLog).toEqual([
      {
        at: expect.stringMatching(BEIJING_TIME) as string,
        userId: 'U1002',
        userName: 'admin',
        orgId: 'ORG003',
        record: 'gm-user:U1002',
        field: 'mobile',
      },
    ])
  })

  test('查看 refuses another organisation’s user, an unknown field and a user without the page', async () => {
    const { token } = loginAs('admin')
    const reveal = (json: object, as = token) => call('/rest/gm/users/reveal', as, { json })
    expect((await reveal({ userId: 'U1001', field: 'mobile' })).body.msg).toBe(
      '用户不存在或不属于本机构',
    )
    expect((await reveal({ userId: 'U1002', field: 'password' })).body.msg).toBe('查看的字段有误')
    expect(
      (await reveal({ userId: 'U1002', field: 'mobile' }, loginAs('operator').token)).status,
    ).toBe(403)
    expect(db.state.revealLog).toEqual([])
  })

  test('an edit without a mobile keeps the stored one; a masked one is refused', async () => {
    const { token } = loginAs('admin')
    const edit = { userId: 'U1002', realName: '张管理员', roleIds: ['R001'] }
    const kept = await call<{ user: StaffUser }>('/rest/gm/users/save', token, { json: edit })
    expect(kept.body.status).toBe('success')
    const masked = await call('/rest/gm/users/save', token, {
      json: { ...edit, mobile: '138****0002' },
    })
    expect(masked.body.msg).toBe('手机号格式不正确')
    expect(db.state.users.find((u) => u.userId === 'U1002')!.mobile).toBe('13800000002')
  })
})

describe('联系人维护: masked mobiles, 查看 logged', () => {
  test('the list masks; 查看 answers and logs; an edit without a mobile keeps it', async () => {
    const { token } = loginAs('manager')
    const listed = await call<FundContact[]>('/rest/fund/queryFundContacts?fundCode=SXA001', token)
    const first = db.state.fundContacts.find((c) => c.fundCode === 'SXA001')!
    expect(listed.body.data.every((c) => MASKED_MOBILE.test(c.mobile))).toBe(true)
    expect(JSON.stringify(listed.body)).not.toContain(first.mobile)

    const url = `/rest/fund/revealFundContact?contactId=${first.contactId}&field=mobile`
    expect((await call<string>(url, token)).body.data).toBe(first.mobile)
    expect(db.state.revealLog).toMatchObject([
      { userName: 'manager', record: `fund-contact:${first.contactId}`, field: 'mobile' },
    ])

    const { orgId: _, updatedAt: __, ...input } = first
    const saved = await call<FundContact>('/rest/fund/saveFundContact', token, {
      json: { ...input, mobile: '', role: '财务' },
    })
    expect(saved.body.data.mobile).toMatch(MASKED_MOBILE)
    const stored = db.state.fundContacts.find((c) => c.contactId === first.contactId)!
    expect(stored).toMatchObject({ mobile: first.mobile, role: '财务' })
    const added = await call('/rest/fund/saveFundContact', token, {
      json: { ...input, contactId: undefined, mobile: '' },
    })
    expect(added.body.msg).toBe('请输入正确的11位手机号码')
  })

  test('查看 of another organisation’s contact is refused and not logged', async () => {
    const { token } = loginAs('manager')
    const foreign = db.state.fundContacts.find((c) => c.orgId === 'ORG003')!
    const url = `/rest/fund/revealFundContact?contactId=${foreign.contactId}&field=mobile`
    expect((await call(url, token)).body.msg).toBe('联系人不存在或已删除')
    expect(db.state.revealLog).toEqual([])
  })
})

describe('划款授权: masked ID numbers and mobiles, 查看 logged', () => {
  test('the list masks both; 查看 answers each and logs it; an edit leaving them empty keeps them', async () => {
    const { token } = loginAs('admin')
    const list = await call<PagedList<TransferSigner>>('/rest/custodian/querySigners', token)
    const row = list.body.data.list[0]!
    const stored = db.state.transferSigners.find((s) => s.signerId === row.signerId)!
    expect(row.idNo).toBe(`${stored.idNo.slice(0, 4)}**********${stored.idNo.slice(-4)}`)
    expect(row.mobile).toMatch(MASKED_MOBILE)
    expect(JSON.stringify(list.body)).not.toContain(stored.idNo)
    expect(JSON.stringify(list.body)).not.toContain(stored.mobile)

    const reveal = (field: string) =>
      call<string>(`/rest/custodian/revealSigner?signerId=${row.signerId}&field=${field}`, token)
    expect((await reveal('idNo')).body.data).toBe(stored.idNo)
    expect((await reveal('mobile')).body.data).toBe(stored.mobile)
    expect((await reveal('name')).body.msg).toBe('查看的字段有误')
    expect(db.state.revealLog.map((r) => [r.userName, r.record, r.field])).toEqual([
      ['admin', `signer:${row.signerId}`, 'idNo'],
      ['admin', `signer:${row.signerId}`, 'mobile'],
    ])

    const active = db.state.transferSigners.find(
      (s) => s.orgId === 'ORG003' && s.status === 'active',
    )!
    const { idNo, mobile } = active
    const edit = { ...active, idNo: '', mobile: '', dailyLimit: active.dailyLimit + 1 }
    const saved = await call<TransferSigner>('/rest/custodian/saveSigner', token, { json: edit })
    expect(saved.body.status).toBe('success')
    expect(active).toMatchObject({ idNo, mobile, dailyLimit: edit.dailyLimit })
    const masked = { ...edit, idNo: saved.body.data.idNo, mobile: saved.body.data.mobile }
    expect((await call('/rest/custodian/saveSigner', token, { json: masked })).body.status).toBe(
      'fail',
    )
    expect(active).toMatchObject({ idNo, mobile })
  })
})
