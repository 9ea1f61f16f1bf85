import { beforeEach, describe, expect, test } from 'vitest'
import { checkIstCode } from '@/api/public/check-ist-code'
import { doLogin } from '@/api/login/do-login'
import { getVerifyCode } from '@/api/public/verify-code'
import { loginChangeUser } from '@/api/login/login-change-user'
import { sendSmsCode } from '@/api/login/send-sms-code'
import { getAllMenus } from '@/api/menu/get-all-menus'
import { getSysEnv } from '@/api/public/get-sys-env'
import { ApiError } from '@/lib/http/api-error'
import { getOrganizations } from '@/api/user/get-organizations'
import { getUserInfo } from '@/api/user/get-user-info'
import { db, resetDb } from '@demo-server/db/db'
import { seed } from '@demo-server/db/seed'
import type { Menu } from '@contract/api'
import { loginAs } from '../utils/login-as'
import { recordMessages } from '../utils/messages'

beforeEach(() => {
  recordMessages()
})

/** A raw call to the demo backend (no client interceptors); resolves to status and body. */
async function call(
  path: string,
  { method = 'POST', token }: { method?: string; token?: string } = {},
) {
  const response = await fetch(`http://localhost/ceres/api${path}`, {
    method,
    headers: token ? { Authorization: token } : {},
  })
  const body = (await response.json().catch(() => null)) as { status?: string; msg?: string } | null
  return { status: response.status, body }
}

async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  const outcome = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(outcome).toBeInstanceOf(ApiError)
  return outcome as ApiError
}

/** A complete login through the endpoints, with the SMS demo code. */
async function logIn(userName: string, password: string) {
  const sms = await sendSmsCode(userName, '8888')
  return doLogin(userName, password, sms.demoCode ?? '')
}

describe('image and SMS codes', () => {
  test('getVerifyCode issues an imageId and an SVG data URL', async () => {
    const image = await getVerifyCode()
    expect(image.imageId).toMatch(/\S/)
    expect(image.image).toMatch(/^data:image\/svg\+xml/)
    expect(db.state.imageCodes[image.imageId]).toBeDefined()
  })

  test('sendRanCode refuses a wrong image code', async () => {
    const error = await rejectionOf(sendSmsCode('manager', 'ZZZZ'))
    expect(error.kind).toBe('business')
    expect(error.message).toContain('图形验证码')
  })

  test('sendRanCode with 8888 sends to the masked mobile and returns a 6-digit demo code', async () => {
    const sent = await sendSmsCode('manager', '8888')
    expect(sent.mobile).toBe('138****0001')
    expect(sent.demoCode).toMatch(/^\d{6}$/)
  })

  test('a second send within 60 s asks to wait', async () => {
    await sendSmsCode('manager', '8888')
    const error = await rejectionOf(sendSmsCode('manager', '8888'))
    expect(error.message).toMatch(/请\d+秒后再试/)
  })

  test('an issued image code works once', async () => {
    const { imageId } = await getVerifyCode()
    const code = db.state.imageCodes[imageId]!.code
    await expect(sendSmsCode('manager', code)).resolves.toHaveProperty('mobile')
    expect(db.state.imageCodes[imageId]).toBeUndefined()
    const error = await rejectionOf(sendSmsCode('admin', code))
    expect(error.message).toContain('图形验证码')
  })
})

describe('doLogin', () => {
  test('a wrong password fails with 用户名或密码错误', async () => {
    const error = await rejectionOf(doLogin('manager', 'wrong-pass', '8888'))
    expect(error.body).toMatchObject({ status: 'fail', msg: '用户名或密码错误' })
  })

  test('the right password with a wrong SMS code fails', async () => {
    await sendSmsCode('manager', '8888')
    const error = await rejectionOf(doLogin('manager', 'Manager123', '000000x'))
    expect(error.body).toMatchObject({ status: 'fail' })
    expect(error.message).toContain('短信验证码')
  })

  test('the SMS demo code logs in', async () => {
    const answer = await logIn('manager', 'Manager123')
    expect(answer.status).toBe('success')
    expect(answer.jwt).toMatch(/\S{8,}/)
    expect(answer.data.userId).toBe('U1001')
    expect(answer.data.orgId).toBe('ORG001')
  })

  test('8888 logs in as SMS code', async () => {
    const answer = await doLogin('admin', 'Admin1234', '8888')
    expect(answer.status).toBe('success')
    expect(answer.data.userId).toBe('U1002')
    await expect(getUserInfo({ token: answer.jwt })).resolves.toMatchObject({ userName: 'admin' })
  })
})

describe('sessions', () => {
  test('protected endpoints answer 401 without a token', async () => {
    expect((await call('/user/getUserInfo/')).status).toBe(401)
    expect((await call('/user/getOrganizations/U1001')).status).toBe(401)
    expect((await call('/menu/all?userId=U1001', { method: 'GET' })).status).toBe(401)
  })

  test('an expired session answers 401', async () => {
    const { token } = loginAs('manager')
    expect((await call('/user/getUserInfo/', { token })).status).toBe(200)
    db.state.sessions.find((s) => s.token === token)!.expiresAt = Date.now() - 1
    expect((await call('/user/getUserInfo/', { token })).status).toBe(401)
  })

  test('getOrganizations lists 2 orgs for manager and 1 for admin', async () => {
    const manager = await logIn('manager', 'Manager123')
    const orgs = await getOrganizations('U1001', manager.jwt)
    expect(orgs.map((o) => o.ORG_ID)).toEqual(['ORG001', 'ORG002'])
    const admin = await doLogin('admin', 'Admin1234', '8888')
    expect(await getOrganizations('U1002', admin.jwt)).toEqual([
      { ORG_ID: 'ORG003', ORG_NAME: '泰山投资管理有限公司' },
    ])
  })

  test("getOrganizations for another user's id answers 403", async () => {
    const { token } = loginAs('manager')
    expect((await call('/user/getOrganizations/U1002', { token })).status).toBe(403)
    expect((await rejectionOf(getOrganizations('U1002', token))).kind).toBe('forbidden')
  })

  test('loginChangeUser refuses an org the user is not in', async () => {
    const { token } = loginAs('manager')
    const error = await rejectionOf(loginChangeUser('ORG003', token))
    expect(error.kind).toBe('business')
    expect(error.body).toMatchObject({ status: 'fail' })
  })

  test('loginChangeUser to their org gives a new jwt and ends the old one', async () => {
    const { token } = loginAs('manager')
    const answer = await loginChangeUser('ORG002', token)
    expect(answer.jwt).not.toBe(token)
    expect(answer.data.orgId).toBe('ORG002')
    expect((await call('/user/getUserInfo/', { token })).status).toBe(401)
    expect((await call('/user/getUserInfo/', { token: answer.jwt })).status).toBe(200)
  })
})

describe('/menu/all', () => {
  const ancestors = (menus: readonly Menu[], m: Menu): number[] => {
    const parent = menus.find((p) => p.menuId === m.parMenuId)
    return parent ? [parent.menuId, ...ancestors(menus, parent)] : []
  }

  test('manager gets locked menus with ifAuth 0 and the rest with ifAuth 1', async () => {
    loginAs('manager')
    const menus = await getAllMenus('U1001')
    const locked = menus.filter((m) => m.ifAuth === 0).map((m) => m.menuUrl)
    expect(locked.sort()).toEqual([
      'custodian/transfer-authority',
      'general-manage/menu-perm-manage',
      'general-manage/role-management',
      'general-manage/user-manage',
      'product-manage/fund-liquidation',
    ])
    expect(menus.filter((m) => m.ifAuth !== 0).every((m) => m.ifAuth === 1)).toBe(true)
  })

  test('admin has no locked menu', async () => {
    loginAs('admin')
    const menus = await getAllMenus('U1002')
    expect(menus.length).toBeGreaterThan(0)
    expect(menus.every((m) => m.ifAuth === 1)).toBe(true)
  })

  test('operator gets nothing of 综合管理 (10) or 业绩分析 (20)', async () => {
    loginAs('operator')
    const menus = await getAllMenus('U1003')
    expect(menus.length).toBeGreaterThan(0)
    for (const m of menus) {
      expect([m.menuId, ...ancestors(menus, m)]).not.toContain(10)
      expect([m.menuId, ...ancestors(menus, m)]).not.toContain(20)
      expect(m.parMenuId === 0 || menus.some((p) => p.menuId === m.parMenuId)).toBe(true)
    }
  })

  test("another user's id answers 403", async () => {
    const { token } = loginAs('manager')
    expect((await call('/menu/all?userId=U1002', { method: 'GET', token })).status).toBe(403)
  })
})

describe('single sign-on, environment and reset', () => {
  test('checkIstCode with DEMO-SSO-ADMIN gives status 1 and a working jwt', async () => {
    const result = await checkIstCode('DEMO-SSO-ADMIN')
    expect(result?.status).toBe('1')
    const user = await getUserInfo({ token: result?.jwt })
    expect(user).toMatchObject({ userId: 'U1002', userName: 'admin', orgId: 'ORG003' })
  })

  test('checkIstCode with an unknown code gives status 0', async () => {
    const result = await checkIstCode('NOPE')
    expect(result?.status).toBe('0')
    expect(result?.jwt).toBeUndefined()
  })

  test('getSysEnv answers VALUEE demo', async () => {
    expect(await getSysEnv()).toEqual({ VALUEE: 'demo' })
  })

  test('resetDb restores the seed', async () => {
    await logIn('manager', 'Manager123')
    await getVerifyCode()
    expect(db.state.sessions.length).toBeGreaterThan(0)
    resetDb()
    expect(db.state.sessions).toEqual([])
    expect(db.state).toEqual(seed())
  })
})
