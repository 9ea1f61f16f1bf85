import { fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { db } from '@demo-server/db/db'
import { api } from '@demo-server/handlers/http'
import { server } from '@demo-server/node'
import { renderApp } from '../utils/render-app'
import {
  click,
  field,
  fill,
  NEW_CREDIT_CODE,
  onStep,
  openRegistration,
  reachConfirm,
  submit,
  useNodeUploads,
} from './registration-helpers'

useNodeUploads()

afterEach(() => {
  vi.useRealTimers()
})

describe('/reg 确认提交', { timeout: 240_000 }, () => {
  test('the application is recorded: its number, what happens next, and its status', async () => {
    const app = await openRegistration()
    await reachConfirm()
    expect(screen.getByText('历城稳健私募基金管理有限公司')).toBeInTheDocument()
    expect(screen.getByText('139****5678')).toBeInTheDocument()
    submit()
    await screen.findByText('注册申请已提交')
    const record = db.state.registrations.at(-1)
    expect(record).toMatchObject({ status: 'pending', creditCode: NEW_CREDIT_CODE })
    expect(screen.getByText(record?.applyNo ?? '-')).toBeInTheDocument()
    expect(record?.applyNo).toMatch(/^REG\d{8}001$/)
    expect(screen.getByText('审核结果将以短信通知至 139****5678。')).toBeInTheDocument()

    click('查询申请进度')
    await screen.findByText('待审核')
    expect(app.location()).toBe(`/reg/status?applyNo=${record?.applyNo}`)
  })

  test('without the agreement nothing is sent', async () => {
    await openRegistration()
    await reachConfirm()
    fireEvent.click(screen.getByRole('checkbox')) // untick
    submit()
    await screen.findByText('请阅读并同意《管理人服务平台用户服务协议》')
    expect(db.state.registrations).toHaveLength(2) // the seeded two
  })

  test('a server error keeps everything typed and uploaded; the same submission then succeeds', async () => {
    await openRegistration()
    await reachConfirm()
    server.use(
      http.post(api('/isNotLogin/reg/apply'), () => new HttpResponse(null, { status: 500 })),
    )
    submit()
    await screen.findByText('提交未成功：服务异常（500），请稍后再试')
    expect(screen.getByText('您填写的信息和上传的材料均已保留。')).toBeInTheDocument()
    expect(screen.getByText('第 4 步：确认提交')).toBeInTheDocument()
    expect(screen.getByRole('checkbox')).toBeChecked()
    expect(screen.getAllByText('授权委托书.pdf').length).toBeGreaterThan(0)
    click('修改机构信息')
    await onStep('第 1 步：机构信息')
    expect(field('机构全称')).toHaveValue('历城稳健私募基金管理有限公司')

    server.resetHandlers()
    for (const step of ['第 2 步：联系人', '第 3 步：上传材料', '第 4 步：确认提交']) {
      click(/下一步/)
      await onStep(step)
    }
    expect(screen.getAllByText(/上传成功/)).toHaveLength(3)
    submit()
    await screen.findByText('注册申请已提交')
  })

  test('a code that expired before submitting: back at 联系人, the field says so', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    await openRegistration()
    await reachConfirm()
    vi.setSystemTime(Date.now() + 5 * 60_000)
    submit()
    expect(await onStep('第 2 步：联系人')).toBeInTheDocument()
    await screen.findByText('提交未成功：短信验证码已过期，请重新获取')
    expect((await screen.findAllByText('短信验证码已过期，请重新获取')).length).toBeGreaterThan(0)
    expect(field('联系人')).toHaveValue('周联络')
    expect(db.state.registrations).toHaveLength(2)
  })

  test('an organisation with an application pending is refused at its credit code', async () => {
    await openRegistration()
    await reachConfirm()
    const pending = { ...db.state.registrations[0]!, applyNo: 'REG20250601001' }
    db.state.registrations.push({ ...pending, creditCode: NEW_CREDIT_CODE, status: 'pending' })
    submit()
    expect(await onStep('第 1 步：机构信息')).toBeInTheDocument()
    await screen.findByText('提交未成功：该机构已有待审核的注册申请')
    // The field's own message comes a render after the notice (it failed once when counted
    // together with findAllByText, which answers at the first match).
    await waitFor(() =>
      expect(field('统一社会信用代码')).toHaveAccessibleDescription(/^该机构已有待审核的注册申请/),
    )
    expect(field('统一社会信用代码')).toHaveValue(NEW_CREDIT_CODE)
  })
})

describe('/reg/status 申请进度查询', { timeout: 60_000 }, () => {
  test('a returned application shows why', async () => {
    renderApp('/reg/status?applyNo=REG20250603001')
    await screen.findByText('已退回', {}, { timeout: 15_000 })
    expect(screen.getByText('授权委托书未加盖公章，请补充后重新提交')).toBeInTheDocument()
    expect(screen.getByText('高新远景资产管理有限公司')).toBeInTheDocument()
  })

  test('an unknown or malformed number', async () => {
    renderApp('/reg/status')
    await screen.findByText('申请进度查询', { selector: 'h1' }, { timeout: 15_000 })
    fill('申请编号', 'REG2099')
    click(/查\s*询/)
    await screen.findByText('申请编号为 REG 或 MGR 加 11 位数字')
    fill('申请编号', 'reg20990101001')
    click(/查\s*询/)
    await screen.findByText('未查询到该申请，请核对申请编号')
  })
})
