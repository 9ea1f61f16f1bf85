import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { LEAVE_GUARD_TEXT } from '@/components/leave-guard-dialog'
import { db } from '@demo-server/db/db'
import { generatedRows } from '@demo-server/db/quantify-rows'
import type { QuantRow } from '@contract/api/data-submission'
import { loginAs } from '../utils/login-as'
import { renderApp } from '../utils/render-app'
import { buttonIn, openPage, rowKeys, rowOf, todoCount } from './custodian-helpers'

const LIST = '/data-submission/quantify-operation'
const EDIT = '/data-submission/quantify-operation-edit'

const drafts = () =>
  db.state.quantTables
    .filter((t) => t.orgId === 'ORG001' && t.status === 'draft')
    .sort((a, b) => a.fundCode.localeCompare(b.fundCode))

/** The first draft, its rows all valid but for what `change` leaves. */
function preparedDraft(change: (rows: QuantRow[]) => QuantRow[] = (rows) => rows) {
  const table = drafts()[0]!
  const fund = db.state.funds.find((f) => f.fundCode === table.fundCode)!
  table.rows = change(generatedRows({ ...table, filledRows: undefined }, fund.strategy).slice(0, 4))
  table.filledRows = undefined
  return table
}

const cell = (row: number, title: string) =>
  screen.getByLabelText(`第${row}行 ${title}`, { selector: 'input' })
const type = (row: number, title: string, value: string) => {
  fireEvent.change(cell(row, title), { target: { value } })
  fireEvent.blur(cell(row, title))
}
const messageOf = (row: number, title: string) =>
  cell(row, title).closest('.quant-cell')?.querySelector('.quant-cell__problem')?.textContent

async function openEditor(tableId: string) {
  loginAs('operator')
  const app = renderApp(`${EDIT}?id=${tableId}`)
  await screen.findByLabelText('第1行 杠杆倍数', { selector: 'input' }, { timeout: 20_000 })
  return app
}

const LEAVE = LEAVE_GUARD_TEXT.content
/** The Tips dialog asking before the edits are lost, once it shows. */
async function asked() {
  const text = await screen.findByText(LEAVE)
  await waitFor(() => expect(text).toBeVisible())
  return text.closest('.ant-modal') as HTMLElement
}
const answer = async (choice: RegExp) => {
  const text = screen.getByText(LEAVE)
  fireEvent.click(buttonIn(text.closest('.ant-modal') as HTMLElement, choice))
  await waitFor(() => expect(text).not.toBeVisible())
}

describe('量化运行表', { timeout: 60_000 }, () => {
  test('the list puts drafts first; 编辑 opens the table in the edit page', async () => {
    const app = await openPage(LIST, 'operator')
    const [first, second] = drafts()
    expect(rowKeys().slice(0, 2)).toEqual([first!.tableId, second!.tableId])
    fireEvent.click(buttonIn(rowOf(first!.tableId), /^编辑$/))
    await screen.findByLabelText('第1行 日期', {}, { timeout: 20_000 })
    expect(app.location()).toBe(`${EDIT}?id=${first!.tableId}`)
    expect(screen.getByText(/量化运行表$/, { selector: '.ant-card-head-title span' })).toBeTruthy()
  })

  test('each cell says what is wrong with it; 提交 names the first bad cell', async () => {
    const table = preparedDraft((rows) =>
      rows.map((r, i) => (i === 2 ? { ...r, date: '2020-01-02', turnover: '' } : r)),
    )
    await openEditor(table.tableId)
    // A bad value already saved shows at once; a blank only once left or after 提交.
    expect(messageOf(3, '日期')).toMatch(/^日期须在\d{4}年\d{1,2}月内$/)
    expect(messageOf(3, '换手率(%)')).toBeUndefined()
    type(1, '杠杆倍数', 'abc')
    expect(messageOf(1, '杠杆倍数')).toBe('杠杆倍数须为数字')
    type(1, '杠杆倍数', '12')
    expect(messageOf(1, '杠杆倍数')).toBe('杠杆倍数须在 0 至 10 之间')
    type(1, '杠杆倍数', '1.234')
    expect(messageOf(1, '杠杆倍数')).toBe('杠杆倍数最多保留两位小数')
    type(2, '持仓规模(万元)', '')
    expect(messageOf(2, '持仓规模(万元)')).toBe('请填写持仓规模')
    expect(cell(2, '持仓规模(万元)')).toHaveAttribute('aria-invalid', 'true')

    fireEvent.click(buttonIn(document.body, /^提交$/))
    await screen.findByText('未能提交：第 1 行「杠杆倍数」：杠杆倍数最多保留两位小数')
    expect(messageOf(3, '换手率(%)')).toBe('请填写换手率')
    expect(document.activeElement).toBe(cell(1, '杠杆倍数'))
    expect(db.state.quantTables.find((t) => t.tableId === table.tableId)!.status).toBe('draft')
  })

  test('保存草稿 keeps the cells as typed, and a reload shows them; rows add and go', async () => {
    const table = preparedDraft()
    const app = await openEditor(table.tableId)
    type(2, '备注', '手工调整')
    type(3, '持仓规模(万元)', '')
    fireEvent.click(buttonIn(document.body, /^新增行$/))
    await screen.findByLabelText('第5行 杠杆倍数', { selector: 'input' })
    fireEvent.click(screen.getByLabelText('删除第1行'))
    await waitFor(() => expect(screen.queryByLabelText('第5行 杠杆倍数')).toBeNull())
    expect(screen.getByText('有未保存的修改')).toBeInTheDocument()
    fireEvent.click(buttonIn(document.body, /^保存草稿$/))
    await screen.findByText('草稿已保存')
    await waitFor(() => expect(screen.queryByText('有未保存的修改')).toBeNull())
    const rows = db.state.quantTables.find((t) => t.tableId === table.tableId)!.rows!
    expect(rows).toHaveLength(4)
    expect(rows[0]!.remark).toBe('手工调整')
    expect(rows[1]!.positionSize).toBe('')

    app.unmount()
    await openEditor(table.tableId)
    expect(cell(1, '备注')).toHaveValue('手工调整')
    expect(cell(2, '持仓规模(万元)')).toHaveValue('')
  })

  test('备注 has one limit: a 200-character paste keeps 50, says so, and 保存草稿 keeps them', async () => {
    const table = preparedDraft()
    const app = await openEditor(table.tableId)
    const remark = cell(1, '备注')
    remark.focus()
    await app.user.paste('注'.repeat(200))
    expect(remark).toHaveValue('注'.repeat(50))
    await screen.findByText('最多输入50个字符，超出部分已截去')
    // A value set past the input's maxLength is cut the same way.
    fireEvent.change(cell(2, '备注'), { target: { value: 'x'.repeat(10_000) } })
    expect(cell(2, '备注')).toHaveValue('x'.repeat(50))
    expect(screen.queryByText(/备注不能超过/)).toBeNull()
    fireEvent.click(buttonIn(document.body, /^保存草稿$/))
    await screen.findByText('草稿已保存')
    const rows = db.state.quantTables.find((t) => t.tableId === table.tableId)!.rows!
    expect(rows.map((r) => r.remark.length).slice(0, 2)).toEqual([50, 50])
  })

  test('提交 a complete table closes its T00057 item and leaves it read only', async () => {
    const table = preparedDraft((rows) =>
      rows.map((r, i) => (i === 3 ? { ...r, leverage: '' } : r)),
    )
    await openEditor(table.tableId)
    await waitFor(() => expect(todoCount('T00057')).toBe(2))
    type(4, '杠杆倍数', '1.35')
    fireEvent.click(buttonIn(document.body, /^提交$/))
    await screen.findByText('运行表已提交')
    await waitFor(() => expect(todoCount('T00057')).toBe(1))
    await screen.findByText(/^已于 .+ 提交，仅可查看$/)
    expect(screen.queryByLabelText('第1行 杠杆倍数')).toBeNull()
    expect(screen.getByText('1.35')).toBeInTheDocument()
  })

  test('leaving with unsaved edits asks first: closing the tab, another table in it, reload', async () => {
    const [table, other] = [preparedDraft(), drafts()[1]!]
    const app = await openEditor(table.tableId)
    type(1, '备注', '未保存')
    const unload = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(unload)
    expect(unload.defaultPrevented).toBe(true)

    fireEvent.click(screen.getByLabelText('关闭 量化运行表编辑'))
    await asked()
    await answer(/^继续编辑$/)
    expect(screen.getByLabelText('关闭 量化运行表编辑')).toBeInTheDocument()
    expect(cell(1, '备注')).toHaveValue('未保存')

    // Another table's address in the same tab is asked too; staying keeps this one.
    await app.router.navigate(`${EDIT}?id=${other.tableId}`)
    await asked()
    await answer(/^继续编辑$/)
    expect(app.location()).toBe(`${EDIT}?id=${table.tableId}`)

    // Switching to the list keeps the edits; another table's 编辑 from there asks too.
    await app.router.navigate(LIST)
    await waitFor(() => expect(rowOf(other.tableId)).toBeTruthy(), { timeout: 20_000 })
    // The hidden page blocks nothing of the list's own (its query in the address).
    await app.router.navigate(`${LIST}?status=draft`)
    expect(app.location()).toBe(`${LIST}?status=draft`)
    fireEvent.click(buttonIn(rowOf(other.tableId), /^编辑$/))
    await asked()
    await answer(/^继续编辑$/)
    await waitFor(() => expect(app.location()).toBe(`${EDIT}?id=${table.tableId}`))
    expect(cell(1, '备注')).toHaveValue('未保存')

    fireEvent.click(screen.getByLabelText('关闭 量化运行表编辑'))
    await asked()
    fireEvent.click(buttonIn(screen.getByText(LEAVE).closest('.ant-modal')!, /^离开$/))
    await waitFor(() => expect(screen.queryByLabelText('关闭 量化运行表编辑')).toBeNull())
    expect(app.location()).not.toContain(EDIT)
    await app.router.navigate(`${LIST}?status=submitted`)
    expect(app.location()).toBe(`${LIST}?status=submitted`)
    const after = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(after)
    expect(after.defaultPrevented).toBe(false)
    expect(within(document.body).queryByText('未保存')).toBeNull()
  })
})
