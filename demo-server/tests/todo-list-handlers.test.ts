import { describe, expect, test } from 'vitest'
import { todoKeyMenuUrl } from '@contract/todo-menus'
import { db } from '../db/db'
import { doneHistory, doneRowAt, historySize } from '../db/done-history'
import { addDays } from '../db/trading-days'
import type { DonePage, TodoHomeSummary, TodoList } from '@contract/api/todo'
import { callJson } from './api'
import { loginAs } from './login-as'

const call = <T>(path: string, token: string) => callJson<T>(`/rest/maintenance/${path}`, { token })

describe('the done history', () => {
  test('is a pure function of the index: the same rows every time, newest first', () => {
    expect(doneRowAt('ORG001', 1234, db.state.seedDay)).toEqual(
      doneRowAt('ORG001', 1234, db.state.seedDay),
    )
    const rows = doneHistory('ORG001', db.state.seedDay)
    expect(rows).toHaveLength(historySize('ORG001'))
    expect(rows.length).toBeGreaterThan(6000)
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.doneAt <= rows[i - 1]!.doneAt).toBe(true)
    const years = Date.parse(rows[0]!.doneAt) - Date.parse(rows.at(-1)!.doneAt)
    expect(years / (365 * 24 * 3_600_000)).toBeGreaterThan(2.9)
    expect(rows.every((r) => r.submittedAt < r.doneAt)).toBe(true)
  })

  test('is not stored in the db', () => {
    // No generated row is in the saved state: the pages' own tables grow with each issue, so
    // the state's size is no measure of it.
    const saved = JSON.stringify(db.state)
    for (const row of doneHistory('ORG001', db.state.seedDay).filter((_, i) => i % 500 === 0)) {
      expect(saved).not.toContain(row.id)
    }
    expect(db.state.doneItems).toEqual([])
  })
})

describe('queryDoneList?userId&tittle&pageNo&pageSize', () => {
  test('pages the organisation’s history with its total', async () => {
    const { token, userId } = loginAs('manager')
    const { body } = await call<DonePage>(
      `queryDoneList?userId=${userId}&pageNo=3&pageSize=20`,
      token,
    )
    expect(body.data.total).toBe(historySize('ORG001'))
    expect(body.data.list).toHaveLength(20)
    expect(body.data.list[0]!.id).toBe(doneRowAt('ORG001', 40, db.state.seedDay).id)
    expect(body.data.list[0]).toMatchObject({
      menuName: expect.any(String),
      result: expect.any(String),
    })
    expect(body.data.list[0]!.doneAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  })

  test('filters by title and by 办结时间', async () => {
    const { token, userId } = loginAs('manager')
    const q = encodeURIComponent('泉城稳健一号')
    const { body } = await call<DonePage>(
      `queryDoneList?userId=${userId}&tittle=${q}&pageNo=1&pageSize=100`,
      token,
    )
    const expected = doneHistory('ORG001', db.state.seedDay).filter((d) =>
      d.title.includes('泉城稳健一号'),
    ).length
    expect(body.data.total).toBe(expected)
    expect(body.data.total).toBeLessThan(historySize('ORG001'))
    expect(body.data.list.every((d) => d.title.includes('泉城稳健一号'))).toBe(true)
    // A month a year before the seed: the history runs three years back from it.
    const month = addDays(db.state.seedDay, -365).slice(0, 7)
    const dated = await call<DonePage>(
      `queryDoneList?userId=${userId}&beginDate=${month}-01&endDate=${month}-28&pageNo=1&pageSize=100`,
      token,
    )
    expect(dated.body.data.total).toBeGreaterThan(100)
    expect(dated.body.data.list.every((d) => d.doneAt.startsWith(month))).toBe(true)
  })

  test('another user’s id is refused; a bad page size fails', async () => {
    const { token } = loginAs('manager')
    expect((await call('queryDoneList?userId=U1002&pageNo=1&pageSize=10', token)).status).toBe(403)
    const { body } = await call('queryDoneList?userId=U1001&pageNo=1&pageSize=1000', token)
    expect(body.status).toBe('fail')
  })
})

describe('queryToDoList and queryMaintenanceOneHome', () => {
  test('group the organisation’s pending items by page, most first', async () => {
    const { token, userId } = loginAs('manager')
    const { body } = await call<TodoList>(`queryToDoList?userId=${userId}`, token)
    const [first] = body.data.groups
    expect(first).toMatchObject({
      menuName: '产品成立',
      menuUrl: 'product-manage/fund-create',
      count: 120,
    })
    expect(first!.items).toHaveLength(10)
    expect(first!.items[0]!.title).toMatch(/产品成立申请待补充材料$/)
    // Pages locked for manager (业务经办) list nothing.
    const locked = ['product-manage/fund-liquidation', 'custodian/transfer-authority']
    const total = db.state.pendingItems.filter(
      (p) =>
        p.orgId === 'ORG001' &&
        !locked.includes((todoKeyMenuUrl as Record<string, string>)[p.todoKey] ?? ''),
    ).length
    expect(body.data.total).toBe(total)
    // two keys, one page: 投资者用户管理 counts both
    expect(body.data.groups.find((g) => g.menuName === '投资者用户管理')?.count).toBe(3)
    const home = await call<TodoHomeSummary>(`queryMaintenanceOneHome?userId=${userId}`, token)
    expect(home.body.data.total).toBe(total)
    expect(home.body.data.groups.length).toBeLessThanOrEqual(8)
    expect(home.body.data.groups[0]).not.toHaveProperty('items')
  })
})
