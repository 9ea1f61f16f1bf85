import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { db } from '@demo-server/db/db'
import {
  click,
  field,
  fill,
  fillContactStep,
  fillOrgStep,
  leave,
  next,
  onStep,
  openRegistration,
} from './registration-helpers'
import { asDemoBuild } from '../utils/demo-build'

afterEach(() => {
  vi.useRealTimers()
})

async function toContactStep() {
  await openRegistration()
  fillOrgStep()
  next()
  await onStep('第 2 步：联系人')
}

describe('/reg 机构信息', { timeout: 60_000 }, () => {
  test('下一步 on an empty step names every field and stays', async () => {
    await openRegistration()
    next()
    for (const message of [
      '请输入机构全称',
      '请输入统一社会信用代码',
      '请输入管理人登记编号',
      '请输入注册地址',
      '请输入办公地址',
    ]) {
      await screen.findByText(message)
    }
    expect(screen.getByText('第 1 步：机构信息')).toBeInTheDocument()
  })

  test('each field is checked when left, with a message saying what is wrong', async () => {
    await openRegistration()
    const cases: Array<[label: string, value: string, message: string]> = [
      ['统一社会信用代码', '91370100MA3Q1X2Y3', '统一社会信用代码应为18位（当前17位）'],
      ['统一社会信用代码', '91370100MA3Q1X2Y3B', '统一社会信用代码校验失败，请核对'],
      ['统一社会信用代码', '91370100MA3Q1I2Y3A', '统一社会信用代码不含字母 I、O、S、V、Z，请核对'],
      ['机构全称', '甲', '机构全称应为2-100个字符'],
      ['管理人登记编号', 'PX07123', '管理人登记编号为字母 P 加 7 位数字，如 P1000001'],
      ['注册地址', '   ', '请输入注册地址'],
    ]
    for (const [label, value, message] of cases) {
      fill(label, value)
      leave(label)
      await screen.findByText(message)
    }
  })

  test('codes are upper-cased and spaces dropped as they are typed', async () => {
    await openRegistration()
    fill('统一社会信用代码', '9137 0100 ma3q 1x2y 3a')
    fill('管理人登记编号', 'p1071234')
    expect(field('统一社会信用代码')).toHaveValue('91370100MA3Q1X2Y3A')
    expect(field('管理人登记编号')).toHaveValue('P1071234')
  })

  test('同注册地址 copies the registered address', async () => {
    await openRegistration()
    fill('注册地址', '山东省济南市历下区经十路 1 号')
    click('同注册地址')
    expect(field('办公地址')).toHaveValue('山东省济南市历下区经十路 1 号')
  })
})

describe('/reg 联系人 and the SMS code', { timeout: 60_000 }, () => {
  test('the code needs a well-formed mobile first; the fields say what is wrong', async () => {
    await toContactStep()
    click('获取验证码')
    await screen.findByText('请输入手机号')
    fill('手机号', '2391234567')
    click('获取验证码')
    await screen.findByText('请输入以 1 开头的 11 位手机号')
    fill('电子邮箱', 'ops@')
    leave('电子邮箱')
    await screen.findByText('请输入正确的电子邮箱，如 name@example.com')
    fill('短信验证码', '12a')
    leave('短信验证码')
    // The message is the field's description: a screen reader reads it with the field.
    await waitFor(() =>
      expect(screen.getByLabelText('短信验证码')).toHaveAccessibleDescription(
        '短信验证码为4-6位数字',
      ),
    )
  })

  test('a sent code shows in the demo message and the button counts down from 60 s', async () => {
    asDemoBuild()
    await toContactStep()
    fill('手机号', '13912345678')
    click('获取验证码')
    expect((await screen.findByText('60秒后重新获取')).closest('button')).toBeDisabled()
    const code = db.state.applyCodes['reg:13912345678']?.code
    await screen.findByText(
      `【演示环境】短信验证码：${code}（演示环境不发送真实短信，5 分钟内有效）`,
    )
  })

  test('a wrong code is refused before the next step; a right one goes on', async () => {
    await toContactStep()
    await fillContactStep('1234')
    next()
    await screen.findByText('短信验证码错误，还可尝试2次')
    expect(screen.getByText('第 2 步：联系人')).toBeInTheDocument()
    fill('短信验证码', '8888')
    next()
    expect(await onStep('第 3 步：上传材料')).toBeInTheDocument()
  })

  test('three wrong codes in a row lock the mobile for a minute, with a clear message', async () => {
    await toContactStep()
    await fillContactStep('1111')
    next()
    await screen.findByText('短信验证码错误，还可尝试2次')
    fill('短信验证码', '2222')
    next()
    await screen.findByText('短信验证码错误，还可尝试1次')
    fill('短信验证码', '3333')
    next()
    await screen.findByText('错误次数过多，请1分钟后再试')
    expect(db.state.applyCodes['reg:13912345678']?.lockedUntil).toBeGreaterThan(Date.now())
    fill('短信验证码', '8888')
    next()
    await screen.findByText('错误次数过多，请1分钟后再试')
    expect(screen.getByText('第 2 步：联系人')).toBeInTheDocument()
  })

  test('an expired code (over 5 minutes) is refused', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    await toContactStep()
    await fillContactStep()
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1)
    next()
    await screen.findByText('短信验证码已过期，请重新获取')
  })

  test('上一步 and back again keeps everything typed', async () => {
    await toContactStep()
    fill('联系人', '周联络')
    click(/上一步/)
    await onStep('第 1 步：机构信息')
    expect(field('机构全称')).toHaveValue('历城稳健私募基金管理有限公司')
    next()
    await onStep('第 2 步：联系人')
    expect(field('联系人')).toHaveValue('周联络')
  })
})
