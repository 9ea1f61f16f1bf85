import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, test } from 'vitest'
import { db } from '@demo-server/db/db'
import { api } from '@demo-server/handlers/http'
import { server } from '@demo-server/node'
import {
  back,
  choose,
  fill,
  findFailure,
  next,
  openReset,
  panel,
  press,
  spyCalls,
  type App,
} from './reset-password-helpers'
import { asDemoBuild } from '../utils/demo-build'

/**
 * 刘晓梅 has accounts with 泉城私募 (ORG001) and 齐鲁资产 (ORG002), password Investor123; her
 * registered mobile is 13900000001.
 */
async function fillLiu(app: App, mobile = '13900000001') {
  await fill(app, '证件号码', '370103199002150029')
  await fill(app, '投资者姓名', '刘晓梅')
  await fill(app, '预留手机号码', mobile)
}

/** Identity sent: the organisations and the SMS code asked for. */
async function toOrgStep() {
  const app = await openReset('investor')
  await fillLiu(app)
  await next(app)
  await panel().findByLabelText('齐鲁资产管理有限公司')
  return app
}

async function chooseQiluWithCode(app: App, code = '8888') {
  await app.user.click(panel().getByLabelText('齐鲁资产管理有限公司'))
  await fill(app, '短信验证码', code)
  await next(app)
}

async function toPasswordStep() {
  const app = await toOrgStep()
  await chooseQiluWithCode(app)
  await panel().findByLabelText('新密码')
  return app
}

const qiluPassword = () =>
  db.state.investors
    .find((i) => i.investorId === 'INV001')
    ?.accounts.find((a) => a.orgId === 'ORG002')?.password

afterEach(() => {
  server.events.removeAllListeners()
})

describe('/reset-password for investors', { timeout: 120_000 }, () => {
  test('?type=investor opens the investors’ tab with its four steps', async () => {
    await openReset('investor')
    expect(document.querySelector('[aria-selected="true"]')).toHaveTextContent('投资者')
    for (const title of ['验证身份', '短信验证', '设置新密码', '完成']) {
      expect(panel().getByText(title)).toBeInTheDocument()
    }
  })

  test('step 1 names what is missing', async () => {
    const app = await openReset('investor')
    await next(app)
    await panel().findByText('请输入证件号码')
    await panel().findByText('请输入投资者姓名')
    await panel().findByText('请输入手机号码')
  })

  test('an institution is asked for its name and a valid 统一社会信用代码', async () => {
    const app = await openReset('investor')
    await choose(app, '证件类型', '营业执照（统一社会信用代码）')
    await panel().findByLabelText('机构名称')
    await fill(app, '证件号码', '91370100MA3C5XYK1Q') // wrong check character
    await panel().findByText('统一社会信用代码校验未通过，请核对')
    await fill(app, '证件号码', '9137')
    await panel().findByText('统一社会信用代码应为18位数字或大写字母')
  })

  test('an unknown investor, or one with another mobile, is told what to check; no code is sent', async () => {
    const sends = spyCalls('/login/investor/getCodeForModifyPassword')
    const app = await openReset('investor')
    await fillLiu(app, '13900000002')
    await next(app)
    const unknown = '未查询到该投资者信息，请核对证件类型、证件号码、姓名（名称）和预留手机号码'
    expect(await findFailure(unknown)).toBeInTheDocument()
    await fill(app, '预留手机号码', '13900000001')
    await fill(app, '投资者姓名', '刘晓')
    await next(app)
    await waitFor(() => expect(panel().getAllByText(unknown)).toHaveLength(1))
    expect(sends).toHaveLength(0)
  })

  test('the code goes to the registered mobile; the organisation and the code are required', async () => {
    asDemoBuild()
    const sends = spyCalls('/login/investor/getCodeForModifyPassword')
    const app = await toOrgStep()
    expect(panel().getByText(/短信验证码已发送至 139\*\*\*\*0001/)).toBeInTheDocument()
    await screen.findByText(/【演示环境】短信验证码：8888/)
    expect(Object.fromEntries(sends[0]!)).toEqual({
      certificatesNum: '370103199002150029',
      certificatesType: '0',
      userName: '刘晓梅',
      mobile: '13900000001',
    })
    expect(panel().getByLabelText('泉城私募基金管理有限公司')).not.toBeChecked()
    await next(app)
    await panel().findByText('请选择开户机构')
    await panel().findByText('请输入短信验证码')
  })

  test('three wrong codes lock the reset, with the staff tab’s messages', async () => {
    const app = await toOrgStep()
    await chooseQiluWithCode(app, '1111')
    expect(await findFailure('验证码错误，还可尝试2次')).toBeInTheDocument()
    await fill(app, '短信验证码', '2222')
    await next(app)
    expect(await findFailure('验证码错误，还可尝试1次')).toBeInTheDocument()
    await fill(app, '短信验证码', '3333')
    await next(app)
    expect(await findFailure('错误次数过多，请1分钟后再试')).toBeInTheDocument()
    await fill(app, '短信验证码', '8888')
    await next(app)
    await waitFor(() => expect(panel().getAllByText('错误次数过多，请1分钟后再试')).toHaveLength(1))
    expect(panel().queryByLabelText('新密码')).not.toBeInTheDocument()
  })

  test('上一步 keeps the identity and the organisation chosen', async () => {
    const sends = spyCalls('/login/investor/getCodeForModifyPassword')
    const app = await toPasswordStep()
    await fill(app, '新密码', 'Liu2025abc')
    await back(app)
    expect(await panel().findByLabelText('齐鲁资产管理有限公司')).toBeChecked()
    expect(panel().getByLabelText('短信验证码')).toHaveValue('8888')
    await back(app)
    expect(await panel().findByLabelText('证件号码')).toHaveValue('370103199002150029')
    expect(panel().getByLabelText('投资者姓名')).toHaveValue('刘晓梅')
    expect(panel().getByLabelText('预留手机号码')).toHaveValue('13900000001')
    await next(app)
    await panel().findByLabelText('短信验证码')
    await next(app)
    expect(await panel().findByLabelText('新密码')).toHaveValue('Liu2025abc')
    // The code still held, and the consent: neither was asked for again.
    expect(sends).toHaveLength(1)
  })

  test('toModifyPasswordPage failing keeps the choice and says why', async () => {
    server.use(
      http.post(api('/login/investor/toModifyPasswordPage'), () =>
        HttpResponse.json({ status: 'fail', data: null, msg: '该投资者账户已冻结，请联系管理人' }),
      ),
    )
    const app = await toOrgStep()
    await chooseQiluWithCode(app)
    expect(await findFailure('该投资者账户已冻结，请联系管理人')).toBeInTheDocument()
    expect(panel().getByLabelText('齐鲁资产管理有限公司')).toBeChecked()
  })

  test('mismatched passwords are refused and nothing is sent', async () => {
    const sent = spyCalls('/login/investor/modifyPassword')
    const app = await toPasswordStep()
    await fill(app, '新密码', 'Liu2025abc')
    await fill(app, '确认密码', 'Liu2025abd')
    await press(app, /^确认修改$/)
    await panel().findByText('新密码与确认密码不一致，请重新输入')
    expect(sent).toHaveLength(0)
  })

  test('a network failure says so and the password stays', async () => {
    server.use(http.post(api('/login/investor/modifyPassword'), () => HttpResponse.error()))
    const app = await toPasswordStep()
    await fill(app, '新密码', 'Liu2025abc')
    await fill(app, '确认密码', 'Liu2025abc')
    await press(app, /^确认修改$/)
    expect(await findFailure('网络错误，请联系网站管理员恢复')).toBeInTheDocument()
    expect(qiluPassword()).toBe('Investor123')
  })

  test('success: the new password works and the old one no longer does', async () => {
    const consents = spyCalls('/login/investor/toModifyPasswordPage')
    const sent = spyCalls('/login/investor/modifyPassword')
    const app = await toPasswordStep()
    await fill(app, '新密码', 'Liu2025abc')
    await fill(app, '确认密码', 'Liu2025abc')
    await press(app, /^确认修改$/)
    await screen.findByText('密码重置成功，请使用新密码登录')
    expect(Object.fromEntries(consents[0]!)).toMatchObject({
      mobile: '13900000001',
      orgId: 'ORG002',
      verificationCode: '8888',
    })
    expect(screen.getByText('您在「齐鲁资产管理有限公司」的投资者账户密码已更新。')).toBeVisible()
    expect(Object.fromEntries(sent[0]!)).toEqual({
      certificatesNum: '370103199002150029',
      certificatesType: '0',
      userName: '刘晓梅',
      mobile: '13900000001',
      orgId: 'ORG002',
      orgName: '齐鲁资产管理有限公司',
      newPassword: btoa('Liu2025abc'),
      newPasswordConfirm: btoa('Liu2025abc'),
    })
    expect(qiluPassword()).toBe('Liu2025abc')

    await fill(app, '登录密码', 'Investor123')
    await press(app, /^验\s*证$/)
    await panel().findByText('密码错误')
    await fill(app, '登录密码', 'Liu2025abc')
    await press(app, /^验\s*证$/)
    await panel().findByText('密码正确，新密码已生效')

    await press(app, /^返回登录页$/)
    await waitFor(() => expect(app.location()).toBe('/login'))
  })
})
