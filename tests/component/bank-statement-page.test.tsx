import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { orgStatement } from '@demo-server/db/bank-statement'
import { db } from '@demo-server/db/db'
import type { StatementLine } from '@contract/api/custodian'
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

const PATH = '/custodian/bank-statement'
const linesOf = (orgId: string): StatementLine[] =>
  orgStatement(
    db.state.funds.filter((f) => f.orgId === orgId),
    db.state.orgs.find((o) => o.orgId === orgId)!.orgName,
  )

const saved = recordSaves()

describe('银行流水', { timeout: 60_000 }, () => {
  test('newest first; a query by direction and counterparty, in the address; 重置', async () => {
    const app = await openPage(PATH, 'operator')
    const all = linesOf('ORG001')
    expect(totalShown()).toBe(all.length)
    expect(rowKeys()).toEqual(all.slice(0, 20).map((l) => l.lineId))
    const first = all[0]!
    expect(cellsOf(rowOf(first.lineId))).toEqual(
      expect.arrayContaining([first.tradeTime, first.counterparty, first.summary]),
    )
    await choose(app, '收支方向', '支出')
    fireEvent.change(screen.getByPlaceholderText('名称或账号'), { target: { value: '深圳' } })
    fireEvent.click(buttonIn(document.body, /^查询$/))
    await waitFor(() => expect(app.location()).toContain('direction=out'))
    const expected = all.filter((l) => l.direction === 'out' && l.counterparty.includes('深圳'))
    await waitFor(() => expect(totalShown()).toBe(expected.length))
    expect(rowKeys()).toEqual(expected.slice(0, 20).map((l) => l.lineId))
    // 支出 shows with a minus.
    expect(cellsOf(rowOf(expected[0]!.lineId))).toContain(
      `-${expected[0]!.amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    )
    fireEvent.click(buttonIn(document.body, /^重置$/))
    await waitFor(() => expect(totalShown()).toBe(all.length))
    expect(app.location()).toBe(PATH)
  })

  test('pages and sorts by amount on the server', async () => {
    const app = await openPage(`${PATH}?fundCode=SXA003`, 'operator')
    const mine = linesOf('ORG001').filter((l) => l.fundCode === 'SXA003')
    expect(totalShown()).toBe(mine.length)
    fireEvent.click(screen.getByTitle('2'))
    await waitFor(() => expect(rowKeys()[0]).toBe(mine[20]!.lineId))
    await app.user.click(header('金额'))
    await waitFor(() => expect(app.location()).toContain('sort=amount'))
    const signed = (l: StatementLine) => (l.direction === 'in' ? l.amount : -l.amount)
    const smallest = [...mine].sort((a, b) => signed(a) - signed(b))[0]!
    // A new sort keeps the page; page 1 starts with the largest payment out.
    fireEvent.click(screen.getByTitle('1'))
    await waitFor(() => expect(rowKeys()[0]).toBe(smallest.lineId))
  })

  test('导出: a small query downloads at once; the whole statement becomes a task', async () => {
    const app = await openPage(
      `${PATH}?fundCode=SXA003&tradeRange=2026-03-01~2026-03-31`,
      'operator',
    )
    fireEvent.click(buttonIn(document.body, /^导出$/))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]!.name).toMatch(/^银行流水_\d{14}\.xlsx$/)
    fireEvent.click(buttonIn(document.body, /^重置$/))
    await waitFor(() => expect(totalShown()).toBeGreaterThan(5000))
    fireEvent.click(buttonIn(document.body, /^导出$/))
    const count = totalShown().toLocaleString('zh-CN')
    await screen.findByText(`导出任务已创建，共 ${count} 条，可在下载中心查看`)
    expect(db.state.downloadTasks.at(-1)).toMatchObject({ source: 'bank-statement', params: {} })
    expect(saved).toHaveLength(1)
    expect(app.location()).toBe(PATH)
  })

  test('a bad amount range is caught in the form', async () => {
    await openPage(PATH, 'admin')
    fireEvent.click(buttonIn(document.body, /^展开$/))
    const [min, max] = [...document.querySelectorAll<HTMLInputElement>('.ant-input-number input')]
    fireEvent.change(min!, { target: { value: '500' } })
    fireEvent.change(max!, { target: { value: '100' } })
    fireEvent.click(buttonIn(document.body, /^查询$/))
    await screen.findByText('最小金额不能大于最大金额')
  })
})
