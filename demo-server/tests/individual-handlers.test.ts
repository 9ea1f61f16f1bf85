import { describe, expect, test } from 'vitest'
import { db } from '../db/db'
import { openSession } from '../handlers/http'
import { SERVICE_CODE_PATTERN } from '../handlers/individual-handlers'
import { LOGIN_RECORDS_KEPT, recordLogin } from '../handlers/login-records'
import type { CustomerServiceCode, LoginRecord, ReleaseNote } from '@contract/api/account'
import type { PagedList } from '@contract/api/public-site'
import { callApi } from './api'

const records = (token: string, userId: string, page = '') =>
  callApi<PagedList<LoginRecord>>(`/user/queryLoginRecords?userId=${userId}${page}`, { token })

describe('POST /user/queryLoginRecords', () => {
  test('the user’s own logins, newest first, with the seeded ones', async () => {
    const { token } = openSession('U1001', 'ORG001')
    const { body } = await records(token, 'U1001')
    const list = body?.data.list ?? []
    expect(body?.data.total).toBe(8)
    expect(list.map((r) => r.loginTime)).toEqual([...list.map((r) => r.loginTime)].sort().reverse())
    expect(list[0]).toMatchObject({ method: 'password', success: true, region: '山东省济南市' })
    expect(list.some((r) => !r.success && r.failReason === '密码错误')).toBe(true)
    expect(list.find((r) => r.method === 'switch')?.orgName).toBe('齐鲁资产管理有限公司')
  })

  test('a login appears at the top; another user’s do not', async () => {
    const { token } = openSession('U1003', 'ORG001')
    recordLogin('U1003', 'ORG001', 'sso')
    recordLogin('U1001', 'ORG001', 'wechat')
    const { body } = await records(token, 'U1003')
    expect(body?.data.total).toBe(2)
    expect(body?.data.list[0]).toMatchObject({ method: 'sso', orgName: '泉城私募基金管理有限公司' })
  })

  test('pages, and keeps the latest few per user', async () => {
    const { token } = openSession('U1002', 'ORG003')
    for (let n = 0; n < LOGIN_RECORDS_KEPT + 5; n += 1) recordLogin('U1002', 'ORG003', 'password')
    const { body } = await records(token, 'U1002', '&pageNo=2&pageSize=20')
    expect(body?.data).toMatchObject({ total: LOGIN_RECORDS_KEPT, pageNo: 2, pageSize: 20 })
    expect(body?.data.list).toHaveLength(20)
    expect((await records(token, 'U1002', '&pageSize=500')).body?.status).toBe('fail')
  })

  test('refuses another user (403) and no session (401)', async () => {
    const { token } = openSession('U1003', 'ORG001')
    expect((await records(token, 'U1001')).status).toBe(403)
    expect((await records('nobody', 'U1003')).status).toBe(401)
  })

  test('a wrong password is recorded as refused', async () => {
    const wrong = encodeURIComponent(btoa('Nope12345'))
    await callApi(`/login/doLogin/operator/${wrong}/8888`)
    const row = db.state.loginRecords.at(-1)
    expect(row).toMatchObject({ userId: 'U1003', success: false, failReason: '密码错误' })
  })
})

describe('customer service code', () => {
  const get = (token: string, userId: string) =>
    callApi<CustomerServiceCode>(`/user/getCustomerServiceCode?userId=${userId}`, { token })
  const refresh = (token: string, userId: string) =>
    callApi<CustomerServiceCode>(`/user/refreshCustomerServiceCode?userId=${userId}`, { token })

  test('is kept until refreshed, then a new one is kept', async () => {
    const { token } = openSession('U1001', 'ORG001')
    const first = (await get(token, 'U1001')).body?.data
    expect(first?.code).toMatch(SERVICE_CODE_PATTERN)
    expect(Date.parse(first?.expireTime ?? '')).toBeGreaterThan(Date.now())
    expect((await get(token, 'U1001')).body?.data.code).toBe(first?.code)
    const next = (await refresh(token, 'U1001')).body?.data
    expect(next?.code).toMatch(SERVICE_CODE_PATTERN)
    expect(next?.code).not.toBe(first?.code)
    expect((await get(token, 'U1001')).body?.data.code).toBe(next?.code)
  })

  test('each user has their own; another user’s is forbidden', async () => {
    const manager = openSession('U1001', 'ORG001').token
    const admin = openSession('U1002', 'ORG003').token
    const mine = (await get(manager, 'U1001')).body?.data.code
    expect((await get(admin, 'U1001')).status).toBe(403)
    expect((await refresh(admin, 'U1001')).status).toBe(403)
    expect((await get(manager, 'U1001')).body?.data.code).toBe(mine)
    expect(db.state.serviceCodes.U1002).toBeUndefined()
  })

  test('an expired code is replaced', async () => {
    const { token } = openSession('U1003', 'ORG001')
    db.state.serviceCodes.U1003 = { code: 'ABCDEF', expiresAt: Date.now() - 1 }
    expect((await get(token, 'U1003')).body?.data.code).not.toBe('ABCDEF')
  })
})

describe('GET /query/releaseNotes', () => {
  test('versions newest first, 2.5.0 first; needs a session', async () => {
    const { token } = openSession('U1001', 'ORG001')
    const { body } = await callApi<ReleaseNote[]>('/query/releaseNotes', { token, method: 'GET' })
    expect(body?.data.map((n) => n.version)).toEqual([
      '2.5.0',
      '2.4.0',
      '2.3.0',
      '2.2.0',
      '2.1.0',
      '2.0.0',
    ])
    expect((await callApi('/query/releaseNotes', { token: 'nobody', method: 'GET' })).status).toBe(
      401,
    )
  })
})
