import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { db } from '@demo-server/db/db'
import { PAY_CHANGE_MSG } from '@demo-server/handlers/pay-account-change-rules'
import { loginAs } from '../utils/login-as'
import { renderPageAlone } from '../utils/render-app'
import { button, cells, choose } from './demand-helpers'
import { fill, leave, pdf, pick, useNodeUploads } from './registration-helpers'

/* 付款账户变更: apply with proof (client and server refusals keep the input), then the records. */

useNodeUploads()

const APPLY = '/product-manage/pay-account-change'
const RECORDS = '/pay-account-change-record'
const fundOption = (code: string) => {
  const fund = db.state.funds.find((f) => f.fundCode === code)!
  return `${fund.fundCode} ${fund.fundName}`
}
const rows = () => [...document.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')]
const orgChanges = () => db.state.payAccountChanges.filter((c) => c.orgId === 'ORG001')

async function openApply() {
  loginAs('manager')
  const app = renderPageAlone(APPLY)
  await screen.findByText('请先选择产品', {}, { timeout: 20_000 })
  return app
}

function fillValid(accountNo = '6217000098765432101') {
  fill('新账户名称', '泉城价值发现一号私募证券投资基金')
  fill('新账号', accountNo)
  fill('开户行', '中国建设银行济南分行')
  fill('变更原因', '原付款账户拟销户')
}

describe('付款账户变更', { timeout: 90_000 }, () => {
  test('apply: a bad number and a refused upload keep the input; submitted, it shows in the records', async () => {
    const app = await openApply()
    await choose(app.user, '产品', fundOption('SXA004'))
    const approved = orgChanges().find((c) => c.fundCode === 'SXA004' && c.status === 'approved')!
    await screen.findByText(approved.newAccount.accountNo)

    fillValid('6217abc0987')
    leave('新账号')
    await screen.findByText('新账号须为8至30位数字')
    expect(screen.getByLabelText('新账户名称')).toHaveValue('泉城价值发现一号私募证券投资基金')

    pick('证明材料', pdf('开户证明.png'))
    await screen.findByText(/上传失败：文件内容不是有效的PNG文件/, {}, { timeout: 10_000 })
    pick('证明材料', pdf('开户证明.pdf'))
    await screen.findByText(/上传成功/, {}, { timeout: 10_000 })
    fill('新账号', '6217000098765432101')
    await waitFor(() => expect(screen.queryByText('新账号须为8至30位数字')).toBeNull())

    fireEvent.click(button(/^提交申请$/))
    await screen.findByText('付款账户变更申请已提交', {}, { timeout: 10_000 })
    const record = orgChanges().at(-1)!
    expect(record).toMatchObject({ fundCode: 'SXA004', status: 'pending' })
    expect(record.proofFiles.map((f) => f.fileName)).toEqual(['开户证明.pdf'])
    expect(screen.getByText('托管人审核')).toBeInTheDocument()
    expect(screen.getByText('进行中')).toBeInTheDocument()

    fireEvent.click(button(/^查看变更记录$/))
    await waitFor(() => expect(app.location()).toBe(RECORDS))
    await waitFor(() => expect(cells(rows()[0]!)[0]).toBe(record.id), { timeout: 15_000 })
    expect(cells(rows()[0]!)).toContain('待审核')
  })

  test('a fund with a change awaiting review is marked, and the server’s refusal keeps the input', async () => {
    const app = await openApply()
    const pending = orgChanges().find((c) => c.status === 'pending')!
    await choose(app.user, '产品', `${fundOption(pending.fundCode)}（有待审核申请）`)
    await screen.findByText(new RegExp(`已有待审核的付款账户变更申请（${pending.id}）`))
    fillValid()
    pick('证明材料', pdf('开户证明.pdf'))
    await screen.findByText(/上传成功/, {}, { timeout: 10_000 })
    const stored = db.state.payAccountChanges.length
    fireEvent.click(button(/^提交申请$/))
    await screen.findByText(PAY_CHANGE_MSG.pending, {}, { timeout: 10_000 })
    expect(db.state.payAccountChanges).toHaveLength(stored)
    expect(screen.getByLabelText('新账号')).toHaveValue('6217000098765432101')
    expect(screen.getByLabelText('变更原因')).toHaveValue('原付款账户拟销户')
  })

  test('records: filter by status, the detail’s steps with the reason, sort, 撤回 after confirming', async () => {
    loginAs('manager')
    const app = renderPageAlone(`${RECORDS}?size=10`)
    await screen.findByText(`共 ${orgChanges().length} 条`, {}, { timeout: 20_000 })
    await choose(app.user, '申请状态', '已退回')
    fireEvent.click(button(/^查\s*询$/))
    const returned = orgChanges().filter((c) => c.status === 'returned')
    await screen.findByText(`共 ${returned.length} 条`, {}, { timeout: 15_000 })
    expect(rows().every((row) => cells(row).includes('已退回'))).toBe(true)

    const newest = returned.at(-1)!
    fireEvent.click(screen.getByLabelText(`详情 ${newest.id}`))
    await screen.findByText(`退回原因：${newest.returnReason}`)
    expect(screen.getByText('付款账户变更申请函.pdf（240 KB）')).toBeInTheDocument()
    fireEvent.click(document.querySelector('.ant-drawer-close') as HTMLElement)

    fireEvent.click(button(/^重\s*置$/))
    await screen.findByText(`共 ${orgChanges().length} 条`, {}, { timeout: 15_000 })
    fireEvent.click(screen.getByText('提交时间', { selector: 'thead *' }))
    await waitFor(() => expect(app.location()).toBe(`${RECORDS}?size=10&sort=submittedAt`))
    await waitFor(() => expect(cells(rows()[0]!)[0]).toBe(orgChanges()[0]!.id), {
      timeout: 15_000,
    })

    const pending = orgChanges().find((c) => c.status === 'pending')!
    fireEvent.click(screen.getByLabelText(`撤回 ${pending.id}`))
    fireEvent.click(await screen.findByText('确认撤回'))
    await screen.findByText(`已撤回申请 ${pending.id}`)
    expect(db.state.payAccountChanges.find((c) => c.id === pending.id)?.status).toBe('withdrawn')
    await waitFor(() => expect(screen.queryByLabelText(`撤回 ${pending.id}`)).toBeNull())
  })
})
