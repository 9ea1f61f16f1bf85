import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { db } from '../db/db'
import { DEMO_CREDIT_CODES } from '../db/seed-registrations'
import {
  BASE,
  call,
  postJson,
  MOBILE,
  sendCode,
  checkCode,
  fileId,
  NEW_CODE,
  registration,
} from './registration-handlers-kit'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-21T02:00:00Z')) // 10:00 in Beijing
})
afterEach(() => {
  vi.useRealTimers()
})

describe('POST /isNotLogin/reg/apply', () => {
  test('records the application and answers its number', async () => {
    await sendCode()
    const answer = await postJson('/reg/apply', await registration())
    expect(answer).toMatchObject({
      status: 'success',
      data: { applyNo: 'REG20261121001', status: 'pending', mobile: '139****5678' },
    })
    const record = db.state.registrations.at(-1)
    expect(record).toMatchObject({
      applyNo: 'REG20261121001',
      status: 'pending',
      orgName: '历城稳健私募基金管理有限公司',
      creditCode: NEW_CODE,
      mobile: MOBILE,
      submittedAt: '2026-11-21T02:00:00.000Z',
    })
    expect(record?.files.map((f) => [f.kind, f.fileName])).toEqual([
      ['license', '营业执照.pdf'],
      ['amacCert', '登记证明.pdf'],
      ['authLetter', '授权委托书.pdf'],
    ])
    expect(record).not.toHaveProperty('smsCode')
    // The code is used up.
    expect(await checkCode('8888')).toMatchObject({ msg: '请先获取短信验证码' })
  })

  test('a second application for the same credit code waits for the first', async () => {
    await sendCode()
    await postJson('/reg/apply', await registration())
    vi.setSystemTime(Date.now() + 61_000)
    await sendCode()
    const again = await postJson(
      '/reg/apply',
      await registration({ orgName: '另一个名称有限公司' }),
    )
    expect(again).toMatchObject({ status: 'fail', msg: '该机构已有待审核的注册申请' })
    db.state.registrations.at(-1)!.status = 'rejected'
    const after = await postJson('/reg/apply', await registration())
    expect(after).toMatchObject({ data: { applyNo: 'REG20261121002' } })
  })

  test.each([
    [{ creditCode: '91370100MA3Q1X2Y3B' }, '统一社会信用代码校验失败'],
    [{ creditCode: '91370100MA3Q1X2Y3' }, '统一社会信用代码应为18位'],
    [
      { creditCode: DEMO_CREDIT_CODES.ORG001 },
      '该机构已开通管理人服务平台，如需更换管理员请提交管理员变更申请',
    ],
    [{ orgName: '甲' }, '机构全称应为2-100个字符'],
    [{ amacNo: '1071234' }, '管理人登记编号格式不正确'],
    [{ regAddress: '  ' }, '注册地址不能为空且不超过200个字符'],
    [{ mobile: '2391234567' }, '手机号格式不正确'],
    [{ email: 'ops@' }, '电子邮箱格式不正确'],
    [{ files: { license: 'nope' } }, '请上传营业执照'],
    [{ agreed: false }, '请阅读并同意《管理人服务平台用户服务协议》'],
    [{ smsCode: '1234' }, '短信验证码错误，还可尝试2次'],
  ])('%j → %s, nothing recorded', async (override, message) => {
    await sendCode()
    const before = db.state.registrations.length
    expect(await postJson('/reg/apply', await registration(override))).toMatchObject({
      status: 'fail',
      msg: message,
    })
    expect(db.state.registrations).toHaveLength(before)
  })

  test('an expired code is refused', async () => {
    await sendCode()
    const body = await registration()
    vi.setSystemTime(Date.now() + 5 * 60_000)
    expect(await postJson('/reg/apply', body)).toMatchObject({
      msg: '短信验证码已过期，请重新获取',
    })
  })

  test('a body that is not JSON', async () => {
    expect(await call('/reg/apply', { body: 'x=1' })).toMatchObject({ msg: '请求格式不正确' })
  })
})

describe('GET /isNotLogin/reg/status', () => {
  const status = async (applyNo: string) => {
    const response = await fetch(`${BASE}/reg/status?applyNo=${applyNo}`)
    return (await response.json()) as { status: string; data: unknown; msg: string }
  }

  test('answers a seeded application with its review', async () => {
    expect(await status('reg20250603001')).toMatchObject({
      data: {
        applyNo: 'REG20250603001',
        kind: 'registration',
        status: 'rejected',
        remark: '授权委托书未加盖公章，请补充后重新提交',
      },
    })
  })

  test('unknown or empty numbers', async () => {
    expect(await status('REG20990101001')).toMatchObject({ msg: '未查询到该申请，请核对申请编号' })
    expect(await status('')).toMatchObject({ msg: '请输入申请编号' })
  })
})

describe('POST /isNotLogin/mgrChange/apply', () => {
  async function change(overrides: Record<string, unknown> = {}, newAdmin = {}) {
    return {
      orgName: '泰山投资管理有限公司',
      creditCode: DEMO_CREDIT_CODES.ORG003,
      oldAdmin: { name: '张管理员', account: 'admin' },
      newAdmin: {
        name: '陈新',
        idType: '0',
        idNo: '370102198506123015',
        mobile: MOBILE,
        smsCode: '8888',
        email: 'chenxin@taishan-inv.example.cn',
        ...newAdmin,
      },
      reason: '原管理员岗位调整，由陈新接任系统管理员。',
      authLetter: await fileId('授权书.pdf'),
      ...overrides,
    }
  }

  test('records the request against the organisation', async () => {
    await sendCode(MOBILE, 'mgrChange')
    expect(await postJson('/mgrChange/apply', await change())).toMatchObject({
      status: 'success',
      data: { applyNo: 'MGR20261121001', status: 'pending' },
    })
    const record = db.state.adminChangeRequests.at(-1)
    expect(record).toMatchObject({
      orgId: 'ORG003',
      oldAdmin: { name: '张管理员', account: 'admin' },
      newAdmin: { name: '陈新', idType: '0', mobile: MOBILE },
      authLetter: { fileName: '授权书.pdf' },
    })
    expect(record?.newAdmin).not.toHaveProperty('smsCode')
    const view = await fetch(`${BASE}/reg/status?applyNo=MGR20261121001`).then((r) => r.json())
    expect(view).toMatchObject({ data: { kind: 'adminChange', orgName: '泰山投资管理有限公司' } })
  })

  test('an old administrator named by an ID number is accepted', async () => {
    await sendCode(MOBILE, 'mgrChange')
    const body = await change({ oldAdmin: { name: '王某', account: '11010519491231002X' } })
    expect((await postJson('/mgrChange/apply', body)).status).toBe('success')
  })

  test.each([
    [{ creditCode: DEMO_CREDIT_CODES.ORG001 }, {}, '机构全称与统一社会信用代码不匹配，请核对'],
    [{ orgName: '不存在投资有限公司' }, {}, '未找到该机构，请核对机构全称'],
    [{ creditCode: '91370900MA3F6P3C8B' }, {}, '统一社会信用代码校验失败'],
    [
      { oldAdmin: { name: '王经理', account: 'manager' } },
      {},
      '原管理员信息与该机构登记信息不一致',
    ],
    [{ oldAdmin: { name: '张管理员', account: '' } }, {}, '请填写原管理员用户名或证件号'],
    [{}, { idNo: '370102198506123016' }, '证件号码格式不正确'],
    [{}, { idType: '9' }, '证件类型不正确'],
    [{}, { idType: '1', idNo: 'E12345678' }, undefined],
    [{ reason: '' }, {}, '请填写变更原因'],
    [{ reason: '因'.repeat(501) }, {}, '变更原因不能超过500个字符'],
    [{ authLetter: 'nope' }, {}, '请上传授权书'],
    [{}, { smsCode: '1234' }, '短信验证码错误，还可尝试2次'],
  ])('%j %j → %s', async (override, admin, message) => {
    await sendCode(MOBILE, 'mgrChange')
    const answer = await postJson('/mgrChange/apply', await change(override, admin))
    if (message) expect(answer).toMatchObject({ status: 'fail', msg: message })
    else expect(answer.status).toBe('success')
  })

  test('a second request for the organisation waits for the first', async () => {
    await sendCode(MOBILE, 'mgrChange')
    await postJson('/mgrChange/apply', await change())
    await sendCode('13700000000', 'mgrChange')
    const again = await postJson('/mgrChange/apply', await change({}, { mobile: '13700000000' }))
    expect(again).toMatchObject({ msg: '该机构已有待审核的管理员变更申请' })
  })
})
