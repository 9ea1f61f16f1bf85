import { describe, expect, test } from 'vitest'
import { todoKeyMenuUrl } from '@contract/todo-menus'
import { db } from '../db/db'
import type { DonePage, TodoHomeSummary, TodoList } from '@contract/api/todo'
import type { Envelope } from './api'
import { call, customRole, FORBIDDEN_MSG, userWithRole, type Caller } from './access-kit'

/*
 * Issue 17 §2: a user reaches exactly the data of the pages their menus open. The role here
 * reaches three pages (划款指令, 净值, 合同查询) and sees 投资者查询 locked.
 */

const THREE_PAGES = [
  'custodian/transfer-instruction',
  'valuation-check/net-value',
  'contract-manage/contract-query',
]
const threePageUser = async () =>
  userWithRole(
    await customRole({
      ...Object.fromEntries(THREE_PAGES.map((url) => [url, 'reach' as const])),
      'transfer-agent/investor-query': 'locked',
    }),
  )

const post = (caller: Caller, path: string, query: Record<string, string> = {}) =>
  call('POST', path, caller.token(), { userId: caller.userId, ...query })

const dataOf = <T>(answer: { body: Envelope<unknown> | null }) => (answer.body as Envelope<T>).data

describe('one access rule', () => {
  test('a role reaching three pages gets 403 from investor, holding, order and valuation data', async () => {
    const user = await threePageUser()
    for (const path of [
      '/rest/ta/queryInvestors',
      '/rest/ta/queryOpenAccounts',
      '/rest/ta/queryShareBalances',
      '/rest/sales/queryRaiseOrders',
      '/rest/valuation/queryTables',
      '/rest/esign/queryPendingDocs',
      '/rest/gm/users/list',
    ]) {
      const answer = await post(user, path)
      expect({ path, status: answer.status, msg: answer.body?.msg }).toEqual({
        path,
        status: 403,
        msg: FORBIDDEN_MSG,
      })
    }
    // Its own pages answer.
    for (const path of ['/rest/custodian/queryInstructions', '/rest/valuation/queryNav']) {
      expect((await post(user, path)).status).toBe(200)
    }
  })

  test('a change in 菜单权限管理 applies to the next call', async () => {
    const user = await threePageUser()
    const role = db.state.roles.find((r) => r.roleName === '访问测试')!
    expect((await post(user, '/rest/valuation/queryNav')).status).toBe(200)
    role.grants.lockedMenuIds.push(130102) // 净值
    expect((await post(user, '/rest/valuation/queryNav')).status).toBe(403)
    role.grants.lockedMenuIds.pop()
    expect((await post(user, '/rest/valuation/queryNav')).status).toBe(200)
  })

  test('an export of a page the user cannot open is refused like the page', async () => {
    const user = await threePageUser()
    const exportOf = (source: string) =>
      call('POST', '/rest/export/create', user.token(), {}, { source, params: {}, fileName: 'x' })
    const refused = await exportOf('ta-investors')
    expect([refused.status, refused.body?.msg]).toEqual([403, FORBIDDEN_MSG])
    expect((await exportOf('net-value')).status).not.toBe(403)
  })
})

describe('to-dos, 办结 and search show only what the user can open', () => {
  const openKeys = Object.entries(todoKeyMenuUrl)
    .filter(([, url]) => THREE_PAGES.includes(url))
    .map(([key]) => key)

  test('to-do counts: a key whose page is not open counts nothing', async () => {
    const user = await threePageUser()
    const pending = db.state.pendingItems.filter((p) => p.orgId === user.orgId)
    expect(pending.some((p) => !openKeys.includes(p.todoKey))).toBe(true)
    const counts = dataOf<Record<string, number>>(
      await post(user, '/rest/maintenance/queryToDoCount'),
    )
    for (const [key, count] of Object.entries(counts)) {
      const expected = openKeys.includes(key) ? pending.filter((p) => p.todoKey === key).length : 0
      expect({ key, count }).toEqual({ key, count: expected })
    }
  })

  test('the to-do list, the home card and 办结 list only pages the user can open', async () => {
    const user = await threePageUser()
    const list = dataOf<TodoList>(await post(user, '/rest/maintenance/queryToDoList'))
    const home = dataOf<TodoHomeSummary>(
      await post(user, '/rest/maintenance/queryMaintenanceOneHome'),
    )
    const done = dataOf<DonePage>(
      await post(user, '/rest/maintenance/queryDoneList', { pageSize: '100' }),
    )
    const pending = db.state.pendingItems.filter(
      (p) => p.orgId === user.orgId && openKeys.includes(p.todoKey),
    )
    expect(list.total).toBe(pending.length)
    expect(list.groups.map((g) => g.menuUrl).every((url) => THREE_PAGES.includes(url))).toBe(true)
    expect(home.total).toBe(pending.length)
    expect(home.groups.every((g) => THREE_PAGES.includes(g.menuUrl))).toBe(true)
    expect(done.list.length).toBeGreaterThan(0)
    expect(done.list.every((d) => THREE_PAGES.includes(d.menuUrl))).toBe(true)
  })

  test('global search finds only the menus the user can open; templates and FAQs stay', async () => {
    const user = await threePageUser()
    const search = async (keyWord: string) =>
      dataOf<Array<{ menuName: string }>>(
        await call('GET', '/menu/search', user.token(), { userId: user.userId, keyWord }),
      ).map((m) => m.menuName)
    expect(await search('划款')).toEqual(['划款指令'])
    expect(await search('投资者')).toEqual([]) // 投资者查询 is locked
    expect(await search('净值')).toEqual(['净值'])
    const templates = await call('GET', '/query/templateCenter/searchTemplateList', user.token(), {
      keyWord: '合同',
    })
    expect(dataOf<{ result: unknown[] }>(templates).result.length).toBeGreaterThan(0)
  })
})
