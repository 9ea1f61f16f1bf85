import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { db } from '@demo-server/db/db'
import { buttonIn, cellsOf, choose, openPage, rowOf, todoCount } from './custodian-helpers'
import { pdf, useNodeUploads } from './registration-helpers'

useNodeUploads()

const PATH = '/contract-manage/contract-change'
const mine = (status: string) =>
  db.state.contractChanges.filter((c) => c.orgId === 'ORG001' && c.status === status)

const modal = async (title: RegExp) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest(
    '.ant-modal',
  ) as HTMLElement
const drawer = async () =>
  (await screen.findByText(/^变更申请 BG/, { selector: '.ant-drawer-title' })).closest(
    '.ant-drawer',
  ) as HTMLElement
const timeline = (box: HTMLElement) =>
  [...box.querySelectorAll('.status-timeline__title')].map((t) => t.textContent)
const attach = (box: HTMLElement, file: File) =>
  fireEvent.change(within(box).getByLabelText('变更材料'), { target: { files: [file] } })

describe('合同变更', { timeout: 60_000 }, () => {
  test('an 已退回 one shows why, and is corrected and sent again to 托管审核', async () => {
    const app = await openPage(PATH, 'manager')
    const returned = mine('returned')[0]!
    expect(cellsOf(rowOf(returned.changeId))).toEqual(
      expect.arrayContaining(['已退回', '重新提交']),
    )
    fireEvent.click(buttonIn(rowOf(returned.changeId), /^重新提交$/))
    const box = await drawer()
    await within(box).findByText('托管人已退回该申请')
    expect(box.querySelector('.ant-alert')?.textContent).toContain(
      `退回原因：${returned.returnReason}`,
    )
    expect(timeline(box)).toEqual([
      '创建申请已完成',
      '提交申请已完成',
      '托管审核已退回',
      '修改后重新提交进行中',
      '托管审核未开始',
      '变更生效未开始',
    ])
    fireEvent.click(buttonIn(box, /^修改并重新提交$/))
    const form = await modal(/^重新提交变更申请/)
    expect(within(form).getByText(`退回原因：${returned.returnReason}`)).toBeInTheDocument()
    expect(within(form).queryByText(/^保\s*存$/)).toBeNull()
    attach(form, pdf('全体投资者同意函.pdf'))
    await within(form).findByText(/上传成功/)
    fireEvent.click(buttonIn(form, /^重新提交$/))
    await screen.findByText('变更申请已提交，等待托管审核')
    await waitFor(() =>
      expect(timeline(box).slice(-3)).toEqual([
        '重新提交已完成',
        '托管审核进行中',
        '变更生效未开始',
      ]),
    )
    await waitFor(() =>
      expect(cellsOf(rowOf(returned.changeId))).toEqual(expect.arrayContaining(['托管审核中'])),
    )
    expect(app.location()).toBe(PATH)
  })

  test('新建变更: checked, a wrong file refused, 保存 holds T00043; 提交 with a document lowers it', async () => {
    const app = await openPage(PATH, 'manager')
    await waitFor(() => expect(todoCount('T00043')).toBe(2))
    fireEvent.click(buttonIn(document.body, /^新建变更$/))
    const form = await modal(/^新建变更申请$/)
    fireEvent.click(buttonIn(form, /^保存$/))
    await within(form).findByText('请选择合同')
    await within(form).findByText('请填写变更内容')
    const effective = db.state.contracts.find(
      (c) => c.orgId === 'ORG001' && c.status === 'effective',
    )!
    await choose(app, '变更合同', `${effective.contractId} ${effective.fundName}`, form)
    await choose(app, '变更类型', '存续期变更', form)
    fireEvent.change(within(form).getByLabelText('变更内容'), {
      target: { value: '存续期限由 36 个月延长至 48 个月' },
    })
    fireEvent.change(within(form).getByLabelText('变更原因'), { target: { value: '项目退出需要' } })
    attach(form, new File([new Uint8Array([1, 2, 3])], '同意函.jpg'))
    await within(form).findByText(/格式不支持，仅支持 PDF、DOCX 格式的文件/)
    fireEvent.click(buttonIn(form, /^保存$/))
    await screen.findByText('变更申请已保存，可稍后提交')
    await waitFor(() => expect(todoCount('T00043')).toBe(3))
    const saved = db.state.contractChanges.find((c) => c.content.startsWith('存续期限由 36'))!
    expect(saved.status).toBe('draft')

    await waitFor(() => rowOf(saved.changeId))
    fireEvent.click(buttonIn(rowOf(saved.changeId), /^编辑$/))
    const box = await drawer()
    fireEvent.click(await waitFor(() => buttonIn(box, /^编辑并提交$/)))
    const again = await modal(/^编辑变更申请/)
    fireEvent.click(buttonIn(again, /^提交$/))
    await within(again).findByText('请上传变更材料')
    attach(again, pdf('补充协议.pdf'))
    await within(again).findByText(/上传成功/)
    fireEvent.click(buttonIn(again, /^提交$/))
    await waitFor(() => expect(todoCount('T00043')).toBe(2))
    await within(box).findByText('补充协议.pdf')
    expect(timeline(box)).toEqual([
      '创建申请已完成',
      '提交申请已完成',
      '托管审核进行中',
      '变更生效未开始',
    ])
  })
})
