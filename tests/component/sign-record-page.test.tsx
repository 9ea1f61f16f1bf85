import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { db } from '@demo-server/db/db'
import {
  buttonIn,
  cellsOf,
  choose,
  header,
  openPage,
  recordSaves,
  rowKeys,
  rowOf,
  totalShown,
} from './custodian-helpers'

const PATH = '/electronic-signature/sign-record'
const signed = () =>
  db.state.signDocs
    .filter((d) => d.orgId === 'ORG001' && d.status === 'signed')
    .sort((a, b) => b.signed!.signedAt.localeCompare(a.signed!.signedAt))

const saved = recordSaves()

describe('签署记录', { timeout: 60_000 }, () => {
  test('newest first; sorted oldest first; filtered by type; 导出 saves the list', async () => {
    const app = await openPage(PATH, 'manager')
    expect(totalShown()).toBe(14)
    expect(rowKeys()).toEqual(signed().map((d) => d.docId))
    const [first] = signed()
    expect(cellsOf(rowOf(first!.docId)).join('|')).toContain(
      `第 ${first!.signed!.page} 页（${first!.signed!.x}%，${first!.signed!.y}%）`,
    )
    fireEvent.click(header('签署时间'))
    await waitFor(() => expect(rowKeys()[0]).toBe(signed().at(-1)!.docId))
    await choose(app, '文件类型', '托管协议')
    fireEvent.click(buttonIn(document.body, /^查询$/))
    const custody = signed().filter((d) => d.docType === 'custody')
    await waitFor(() => expect(totalShown()).toBe(custody.length))
    fireEvent.click(buttonIn(document.body, /^导出$/))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]!.name).toMatch(/^签署记录_\d{14}\.xlsx$/)
  })

  test('详情 shows the seal and the steps; 下载 saves the signed PDF', async () => {
    await openPage(PATH, 'manager')
    const [record] = signed()
    fireEvent.click(buttonIn(rowOf(record!.docId), /^详情$/))
    const drawer = (await screen.findByText('签署详情')).closest('.ant-drawer') as HTMLElement
    const timeline = await within(drawer).findByLabelText('签署进度')
    const titles = [...timeline.querySelectorAll('strong')].map((s) => s.textContent)
    expect(titles).toEqual(['发起', '盖章', '短信确认', '已签署'])
    expect(within(timeline).getByText(/验证码发送至 138\*\*\*\*000\d/)).toBeInTheDocument()
    expect(within(drawer).getAllByLabelText(/印章图样$/).length).toBeGreaterThan(0)
    expect(
      within(drawer).getByText(
        `第 ${record!.signed!.page} 页，距左 ${record!.signed!.x}%，距顶 ${record!.signed!.y}%`,
      ),
    ).toBeInTheDocument()
    fireEvent.click(buttonIn(drawer, /^下载已签署文件$/))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]).toEqual({
      name: expect.stringMatching(new RegExp(`_${record!.docNo}_已签署\\.pdf$`)) as string,
      type: 'application/pdf',
    })
  })
})
