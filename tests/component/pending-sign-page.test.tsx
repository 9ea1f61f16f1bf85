import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { db } from '@demo-server/db/db'
import {
  buttonIn,
  choose,
  openPage,
  rowKeys,
  rowOf,
  todoCount,
  totalShown,
} from './custodian-helpers'

const PATH = '/electronic-signature/pending-sign'
const waiting = () =>
  db.state.signDocs.filter((d) => d.orgId === 'ORG001' && d.status === 'pending')

// jsdom lays nothing out: every page is 500 × 707 px at the window's top left.
let rect: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    x: 0,
    y: 0,
    left: 0,
    top: 0,
    width: 500,
    height: 707,
    right: 500,
    bottom: 707,
    toJSON: () => ({}),
  })
})
afterEach(() => rect.mockRestore())

/** Opens the signing dialog of a row and waits for the document's pages. */
async function openSigning(docId: string) {
  fireEvent.click(buttonIn(rowOf(docId), /^签署$/))
  const dialog = (
    await screen.findByText(/^签署文件 · /, { selector: '.ant-modal-title' })
  ).closest('.ant-modal') as HTMLElement
  await within(dialog).findByText(/^文件编号：QY/, {}, { timeout: 10_000 })
  return dialog
}

/** A page's surface to click (a button over the paper). */
const pageOf = (dialog: HTMLElement, n: number) =>
  within(dialog).getByLabelText(new RegExp(`^第 ${n} 页（共 \\d+ 页）`))
/** The paper itself, where the seal shows. */
const paperOf = (dialog: HTMLElement, n: number) =>
  pageOf(dialog, n).closest('.esign-page') as HTMLElement
/** A mouse click at a point (a keyboard's click has no pointer: detail 0). */
const clickAt = (target: HTMLElement, clientX: number, clientY: number) =>
  fireEvent.click(target, { clientX, clientY, detail: 1 })
const problem = (dialog: HTMLElement) => dialog.querySelector('.esign-problem')?.textContent ?? ''

describe('待签署', { timeout: 60_000 }, () => {
  test('lists the documents by deadline; 来源 filters and 重置 clears', async () => {
    const app = await openPage(PATH, 'manager')
    expect(totalShown()).toBe(7)
    await screen.findByText('7 份文件待签署：托管人发起 5 份，本机构发起待确认 2 份')
    const byDeadline = [...waiting()].sort((a, b) => a.deadline.localeCompare(b.deadline))
    expect(rowKeys()).toEqual(byDeadline.map((d) => d.docId))
    await choose(app, '来源', '本机构发起')
    fireEvent.click(buttonIn(document.body, /^查询$/))
    await waitFor(() => expect(totalShown()).toBe(2))
    expect(app.location()).toContain('source=org')
    fireEvent.click(buttonIn(document.body, /^重置$/))
    await waitFor(() => expect(totalShown()).toBe(7))
  })

  test('sign: choose a seal, place it, a wrong code keeps everything, 8888 signs', async () => {
    const app = await openPage(PATH, 'manager')
    await waitFor(() => expect(todoCount('T00034')).toBe(5))
    const doc = waiting().find((d) => d.source === 'custodian' && d.pages > 1)!
    const dialog = await openSigning(doc.docId)
    expect(within(dialog).getAllByLabelText(/^第 \d+ 页（共/)).toHaveLength(doc.pages)
    // Nothing chosen yet: a click on a page, and 确认签署, say what is missing.
    clickAt(pageOf(dialog, 1), 100, 100)
    expect(problem(dialog)).toBe('请先选择印章，再点击页面放置')
    fireEvent.click(buttonIn(dialog, /^确认签署$/))
    expect(problem(dialog)).toBe('请选择印章')
    // Only the 启用 seals 王经理 may use are offered.
    const seals = within(dialog).getByRole('radiogroup', { name: '选择印章' })
    expect(within(seals).getAllByRole('radio')).toHaveLength(2)
    await app.user.click(within(seals).getByText('合同专用章', { selector: 'span' }))
    fireEvent.click(buttonIn(dialog, /^确认签署$/))
    expect(problem(dialog)).toBe('请先在文件页面上放置印章')
    clickAt(pageOf(dialog, 2), 300, 500)
    expect(within(dialog).getByText(/^已放置在第 2 页（距左 60%，距顶 70.7%）/)).toBeInTheDocument()
    expect(within(paperOf(dialog, 2)).getByLabelText(/合同专用章印章图样$/)).toBeInTheDocument()
    // Moved to another page, kept whole on the paper.
    clickAt(pageOf(dialog, 1), 498, 700)
    expect(within(dialog).getByText(/^已放置在第 1 页（距左 90%，距顶 92.9%）/)).toBeInTheDocument()
    expect(within(paperOf(dialog, 2)).queryByLabelText(/印章图样$/)).toBeNull()

    fireEvent.click(buttonIn(dialog, /^获取验证码$/))
    await within(dialog).findByText(/^验证码已发送至 138\*\*\*\*0001/)
    expect(buttonIn(dialog, /^\d+秒后重新获取$/)).toBeDisabled()
    const code = within(dialog).getByLabelText('短信验证码')
    fireEvent.change(code, { target: { value: '123456' } })
    fireEvent.click(buttonIn(dialog, /^确认签署$/))
    await waitFor(() => expect(problem(dialog)).toBe('短信验证码错误，请重新输入'))
    expect(within(dialog).getByText(/^已放置在第 \d+ 页/)).toBeInTheDocument()
    expect(within(seals).getByRole('radio', { checked: true })).toBeInTheDocument()
    expect(doc.status).toBe('pending')

    fireEvent.change(code, { target: { value: '8888' } })
    fireEvent.click(buttonIn(dialog, /^确认签署$/))
    await waitFor(() => expect(rowKeys()).not.toContain(doc.docId))
    expect(doc.status).toBe('signed')
    expect(doc.signed).toMatchObject({ sealId: 'SEAL102', page: 1, x: 90, y: 92.9 })
    await waitFor(() => expect(todoCount('T00034')).toBe(4))
    expect(await screen.findByText('6 份文件待签署：托管人发起 4 份，本机构发起待确认 2 份'))
  })

  test('the server refuses a seal disabled meanwhile; a disabled seal is not offered', async () => {
    const app = await openPage(PATH, 'manager')
    const [doc] = waiting()
    let dialog = await openSigning(doc!.docId)
    await app.user.click(within(dialog).getByText('合同专用章', { selector: 'span' }))
    pageOf(dialog, 1).focus()
    await app.user.keyboard('{Enter}{ArrowLeft}')
    expect(within(dialog).getByText(/^已放置在第 1 页（距左 58%，距顶 72%）/)).toBeInTheDocument()
    fireEvent.click(buttonIn(dialog, /^获取验证码$/))
    await within(dialog).findByText(/^验证码已发送至/)
    db.state.seals.find((s) => s.sealId === 'SEAL102')!.status = 'disabled'
    fireEvent.change(within(dialog).getByLabelText('短信验证码'), { target: { value: '8888' } })
    fireEvent.click(buttonIn(dialog, /^确认签署$/))
    await waitFor(() => expect(problem(dialog)).toBe('该印章已停用，不能用于签署'))
    fireEvent.click(buttonIn(dialog, /^取消$/))
    await waitFor(() => expect(screen.queryByText(/^签署文件 · /)).toBeNull())
    dialog = await openSigning(doc!.docId)
    const seals = within(dialog).getByRole('radiogroup', { name: '选择印章' })
    await waitFor(() => expect(within(seals).getAllByRole('radio')).toHaveLength(1))
    expect(within(seals).queryByText('合同专用章', { selector: 'span' })).toBeNull()
  })
})
