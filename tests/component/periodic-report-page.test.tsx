import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { db } from '@demo-server/db/db'
import { reportsOf } from '@demo-server/handlers/periodic-report-store'
import { STAMP_AFTER_MS } from '@demo-server/handlers/periodic-report-progress'
import { pdf, useNodeUploads } from './registration-helpers'
import {
  buttonIn,
  cellsOf,
  openPage,
  recordSaves,
  rowKeys,
  rowOf,
  todoCount,
  totalShown,
} from './custodian-helpers'

useNodeUploads()
const saved = recordSaves()

const PATH = '/data-submission/periodic-report'
const mine = (kind: string, status?: string) =>
  reportsOf('ORG001').filter((r) => r.kind === kind && (!status || r.status === status))
const modal = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest(
    '.ant-modal',
  ) as HTMLElement
const attach = (box: HTMLElement, file: File) =>
  fireEvent.change(within(box).getByLabelText('报告文件'), { target: { files: [file] } })

describe('定期报告', { timeout: 60_000 }, () => {
  test('tabs list each kind; a returned report shows why; 下载用印文件 saves the sealed PDF', async () => {
    const app = await openPage(PATH, 'operator')
    expect(totalShown()).toBe(mine('monthly').length)
    const returned = mine('monthly', 'returned')[0]!
    expect(rowKeys()[0]).toBe(returned.reportId)
    const reason = returned.attempts[0]!.returnReason!
    expect(cellsOf(rowOf(returned.reportId)).join('|')).toContain(`已退回退回原因：${reason}`)

    fireEvent.click(screen.getByText('季报', { selector: '.ant-tabs-tab-btn' }))
    await waitFor(() => expect(totalShown()).toBe(mine('quarterly').length))
    expect(app.location()).toBe(`${PATH}?tab=quarterly`)
    const stamped = mine('quarterly', 'stamped')[0]!
    fireEvent.click(buttonIn(rowOf(stamped.reportId), /^下载用印文件$/))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]).toEqual({ name: stamped.stampFileName, type: 'application/pdf' })

    fireEvent.click(screen.getByText('年报', { selector: '.ant-tabs-tab-btn' }))
    await waitFor(() => expect(totalShown()).toBe(mine('annual').length))
  })

  test('upload refuses a wrong type and an oversized file, then submits and follows the seal', async () => {
    await openPage(`${PATH}?tab=quarterly`, 'operator')
    await waitFor(() => expect(todoCount('T00019A')).toBe(3))
    const report = mine('quarterly', 'pending')[0]!
    fireEvent.click(buttonIn(rowOf(report.reportId), /^上传$/))
    const box = await modal('上传季报')
    attach(box, new File(['x'], '季报.txt'))
    await within(box).findByText(/「季报.txt」格式不支持/)
    const big = new File([new Uint8Array(21 * 1024 * 1024)], '季报.pdf')
    attach(box, big)
    await within(box).findByText(/超过 20\.00 MB 的上限|超过 20 MB 的上限/)
    fireEvent.click(buttonIn(box, /^提交报送$/))
    await within(box).findByText('请上传报告文件')
    attach(box, pdf('2026Q3季报.pdf'))
    await within(box).findByText(/上传成功/)
    fireEvent.click(buttonIn(box, /^提交报送$/))
    await waitFor(() => expect(todoCount('T00019A')).toBe(2))
    await waitFor(() =>
      expect(cellsOf(rowOf(report.reportId))).toEqual(expect.arrayContaining(['已上传'])),
    )
    // The custodian seals it by the clock: move the clock on; the list follows by itself.
    db.state.periodicReports.find((r) => r.reportId === report.reportId)!.clockFrom! -=
      STAMP_AFTER_MS
    await waitFor(
      () => expect(cellsOf(rowOf(report.reportId))).toEqual(expect.arrayContaining(['已用印'])),
      { timeout: 6_000 },
    )
    fireEvent.click(buttonIn(rowOf(report.reportId), /^详情$/))
    const drawer = (await screen.findByText('办理进度')).closest('.ant-drawer') as HTMLElement
    await within(drawer).findByText('备注：印章：资产托管部业务专用章')
    expect(within(drawer).getByText('备注：2026Q3季报.pdf')).toBeInTheDocument()
    expect(drawer.querySelectorAll('.status-timeline__step--done')).toHaveLength(3)
  })
})
