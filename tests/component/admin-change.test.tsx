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
  leave,
  pdf,
  pick,
  TAISHAN_CREDIT_CODE,
  useNodeUploads,
} from './registration-helpers'

useNodeUploads()

afterEach(() => {
  vi.useRealTimers()
})

async function openAdminChange() {
  const app = renderApp('/mgr-change')
  await screen.findByText('管理员变更', { selector: 'h1' }, { timeout: 15_000 })
  return app
}

/** 姓名 appears twice (old and new administrator): the n-th one. */
const nameField = (n: 0 | 1) => screen.getAllByLabelText('姓名')[n] as HTMLElement

/** Everything right, the code sent and 8888 typed, the letter uploaded. */
async function fillAll() {
  fill('机构全称', '泰山投资管理有限公司')
  fill('统一社会信用代码', TAISHAN_CREDIT_CODE)
  fireEvent.change(nameField(0), { target: { value: '张管理员' } })
  fill('用户名或证件号', 'admin')
  fireEvent.change(nameField(1), { target: { value: '陈新' } })
  fill('证件号码', '370102198506123015')
  fill('手机号', '13912345678')
  fill('电子邮箱', 'chenxin@taishan-inv.example.cn')
  fill('变更原因', '原管理员岗位调整，由陈新接任系统管理员。')
  click('获取验证码')
  await screen.findByText(/\d+秒后重新获取/)
  fill('短信验证码', '8888')
  pick('授权书', pdf('管理员变更授权书.pdf'))
  await screen.findByText(/上传成功/)
}

const submit = () => click('提交申请')

describe('/mgr-change 管理员变更', { timeout: 120_000 }, () => {
  test('an empty submission names every field', async () => {
    await openAdminChange()
    submit()
    for (const message of [
      '请输入机构全称',
      '请输入统一社会信用代码',
      '请输入原管理员姓名',
      '请输入原管理员的用户名或证件号',
      '请输入新管理员姓名',
      '请输入证件号码',
      '请输入手机号',
      '请输入短信验证码',
      '请输入电子邮箱',
      '请输入变更原因',
      '请上传授权书',
    ]) {
      await screen.findByText(message)
    }
  })

  test('证件号码 is checked by its 证件类型; 变更原因 counts to 500', async () => {
    const app = await openAdminChange()
    fill('证件号码', '370102198506123016')
    leave('证件号码')
    await screen.findByText('身份证号码校验失败，请核对（18位，末位可为X）')
    fill('证件号码', '37010219850612301')
    leave('证件号码')
    await screen.findByText('身份证号码应为18位（当前17位）')
    fill('证件号码', 'e12345678')
    expect(field('证件号码')).toHaveValue('E12345678')
    await app.user.click(screen.getByRole('radio', { name: '护照' }))
    await waitFor(() => expect(screen.queryByText(/身份证号码/)).not.toBeInTheDocument())
    expect(screen.getByText('0 / 500')).toBeInTheDocument()
    fill('变更原因', '因'.repeat(500))
    expect(screen.getByText('500 / 500')).toBeInTheDocument()
  })

  test('recorded: its number and what happens next', async () => {
    await openAdminChange()
    await fillAll()
    submit()
    await screen.findByText('管理员变更申请已提交')
    const record = db.state.adminChangeRequests.at(-1)
    expect(record).toMatchObject({
      orgId: 'ORG003',
      status: 'pending',
      oldAdmin: { name: '张管理员', account: 'admin' },
      newAdmin: { name: '陈新', idType: '0', idNo: '370102198506123015' },
      authLetter: { fileName: '管理员变更授权书.pdf' },
    })
    expect(screen.getByText(record?.applyNo ?? '-')).toBeInTheDocument()
    expect(screen.getByText('审核结果将以短信通知至 139****5678。')).toBeInTheDocument()
  })

  test('refusals show at their field, then a wrong code, then an expired one; nothing is lost', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    await openAdminChange()
    await fillAll()
    fill('统一社会信用代码', '91370100MA3C5X1A2W') // 泉城's
    submit()
    await screen.findByText('提交未成功：机构全称与统一社会信用代码不匹配，请核对')
    // …and at the field it is about.
    await screen.findByText('机构全称与统一社会信用代码不匹配，请核对')

    fill('统一社会信用代码', TAISHAN_CREDIT_CODE)
    fill('短信验证码', '123456')
    submit()
    await screen.findByText('提交未成功：短信验证码错误，还可尝试2次')

    fill('短信验证码', '8888')
    vi.setSystemTime(Date.now() + 5 * 60_000)
    submit()
    await screen.findByText('提交未成功：短信验证码已过期，请重新获取')
    expect(field('变更原因')).toHaveValue('原管理员岗位调整，由陈新接任系统管理员。')
    expect(screen.getByText(/上传成功/)).toBeInTheDocument()
    expect(db.state.adminChangeRequests).toHaveLength(0)
  })

  test('a server error keeps everything; the same submission then succeeds', async () => {
    await openAdminChange()
    await fillAll()
    server.use(
      http.post(api('/isNotLogin/mgrChange/apply'), () =>
        HttpResponse.json({ msg: '系统维护中，请稍后再试' }, { status: 503 }),
      ),
    )
    submit()
    await screen.findByText('提交未成功：系统维护中，请稍后再试')
    expect(field('机构全称')).toHaveValue('泰山投资管理有限公司')
    server.resetHandlers()
    submit()
    await screen.findByText('管理员变更申请已提交')
  })

  test('a second request while one is pending is refused', async () => {
    await openAdminChange()
    db.state.adminChangeRequests.push({
      applyNo: 'MGR20250601001',
      status: 'pending',
      submittedAt: '2025-06-01T02:00:00.000Z',
      orgId: 'ORG003',
      orgName: '泰山投资管理有限公司',
      creditCode: TAISHAN_CREDIT_CODE,
      oldAdmin: { name: '张管理员', account: 'admin' },
      newAdmin: {
        name: '李某',
        idType: '1',
        idNo: 'E1234567',
        mobile: '13700000000',
        email: 'a@b.cn',
      },
      reason: '岗位调整',
      authLetter: { fileId: 'F1', fileName: '授权书.pdf', size: 8 },
    })
    await fillAll()
    submit()
    await screen.findByText('提交未成功：该机构已有待审核的管理员变更申请')
  })
})
