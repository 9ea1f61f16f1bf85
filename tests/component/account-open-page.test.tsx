import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { db } from '@demo-server/db/db'
import { loginAs } from '../utils/login-as'
import { renderPageAlone } from '../utils/render-app'
import { pdf, useNodeUploads } from './registration-helpers'
import {
  buttonIn,
  cellsOf,
  choose,
  openPage,
  rowKeys,
  rowOf,
  todoCount,
  totalShown,
} from './custodian-helpers'

useNodeUploads()

const PATH = '/custodian/custody-account-open'
const mine = (kind: string) =>
  db.state.accountOpenApplications
    .filter((a) => a.orgId === 'ORG001' && a.kind === kind)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))

const modal = async (title: RegExp) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest(
    '.ant-modal',
  ) as HTMLElement

const attach = (box: HTMLElement, file: File) =>
  fireEvent.change(within(box).getByLabelText('开户材料'), { target: { files: [file] } })

describe('托管户开立', { timeout: 60_000 }, () => {
  test('the list newest first; 详情 shows the documents and the timeline with the account', async () => {
    const app = await openPage(PATH, 'operator')
    const all = mine('custody')
    expect(totalShown()).toBe(all.length)
    expect(rowKeys()).toEqual(all.slice(0, 20).map((a) => a.applyId))
    expect(cellsOf(rowOf(all[0]!.applyId))).toEqual(expect.arrayContaining(['待提交']))
    const opened = all.find((a) => a.status === 'opened')!
    fireEvent.click(buttonIn(rowOf(opened.applyId), /^详情$/))
    const box = (await screen.findByText(`托管户开立申请 ${opened.applyId}`)).closest(
      '.ant-drawer',
    ) as HTMLElement
    await within(box).findByText('办理进度')
    expect(within(box).getByText(/托管户开户申请书\.pdf/)).toBeInTheDocument()
    expect(within(box).getByText(`备注：账号：${opened.accountNo}`)).toBeInTheDocument()
    expect(box.querySelectorAll('.status-timeline__step--done')).toHaveLength(3)
    expect(app.location()).toBe(PATH)
  })

  test('a 待提交 one: add a document, 提交申请, and fiduciaryAccountNum1 drops', async () => {
    await openPage(PATH, 'operator')
    await waitFor(() => expect(todoCount('fiduciaryAccountNum1')).toBe(1))
    const draft = mine('custody')[0]!
    fireEvent.click(buttonIn(rowOf(draft.applyId), /^提交$/))
    const box = await modal(/^补充材料并提交/)
    expect(within(box).getByText('托管户开户申请书.pdf')).toBeInTheDocument()
    attach(box, pdf('预留印鉴卡.pdf'))
    await waitFor(() => expect(box.querySelectorAll('.file-upload__verdict--ok')).toHaveLength(2))
    fireEvent.click(buttonIn(box, /^提交申请$/))
    await waitFor(() => expect(todoCount('fiduciaryAccountNum1')).toBe(0))
    await screen.findByText('申请已提交，请等待托管人审核')
    await waitFor(() =>
      expect(cellsOf(rowOf(draft.applyId))).toEqual(expect.arrayContaining(['审核中'])),
    )
    const record = db.state.accountOpenApplications.find((a) => a.applyId === draft.applyId)!
    expect(record.documents.map((d) => d.fileName)).toEqual([
      '托管户开户申请书.pdf',
      '预留印鉴卡.pdf',
    ])
  })

  test('新建申请: required fields, a refused upload with its reason, then a new row', async () => {
    const app = await openPage(PATH, 'operator')
    fireEvent.click(buttonIn(document.body, /新建申请$/))
    const box = await modal(/^新建托管户开立申请$/)
    fireEvent.click(buttonIn(box, /^提交申请$/))
    await within(box).findByText('请选择产品')
    await within(box).findByText('请上传开户材料')
    await choose(app, '产品', 'SXA010 泉城灵活配置一号私募证券投资基金', box)
    await choose(app, '开户银行', '兴业银行济南分行', box)
    fireEvent.change(within(box).getByLabelText('经办人'), { target: { value: '陈思远' } })
    fireEvent.change(within(box).getByLabelText('联系电话'), { target: { value: '13905310009' } })
    attach(box, pdf('营业执照.pdf', [0x50, 0x4b, 0x03, 0x04]))
    await within(box).findByText(/上传失败：文件内容不是有效的PDF文件，请检查后重新上传/)
    attach(box, pdf('营业执照副本.pdf'))
    await within(box).findByText(/上传成功/)
    fireEvent.click(buttonIn(box, /^提交申请$/))
    await waitFor(() => expect(totalShown()).toBe(mine('custody').length))
    const created = mine('custody')[0]!
    expect(created).toMatchObject({ fundCode: 'SXA010', status: 'auditing' })
    await waitFor(() => expect(rowKeys()[0]).toBe(created.applyId))
  })

  test('证券期货户开立 lists its own kind with its own labels', async () => {
    loginAs('admin')
    renderPageAlone('/custodian/securities-account-open')
    const title = await screen.findByText('证券期货户开立申请', {}, { timeout: 20_000 })
    expect(title).toBeInTheDocument()
    const theirs = db.state.accountOpenApplications.filter(
      (a) => a.orgId === 'ORG003' && a.kind === 'securities',
    )
    await waitFor(() => expect(totalShown()).toBe(theirs.length))
    expect(document.querySelector('.ant-table-thead')!.textContent).toContain('证券/期货账号')
    await waitFor(() => expect(todoCount('fiduciaryAccountNum3')).toBe(1))
  })
})
