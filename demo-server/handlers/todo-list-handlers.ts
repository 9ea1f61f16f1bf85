import { http } from 'msw'
import { todoKeyMenuUrl } from '@contract/todo-menus'
import {
  TODO_GROUP_ITEMS,
  TODO_HOME_GROUPS,
  type DonePage,
  type TodoGroup,
  type TodoHomeSummary,
  type TodoList,
} from '@contract/api/todo'
import { db } from '../db/db'
import { seedMenus } from '../db/seed-menus'
import { stamp } from './deliver-message'
import { access } from './access'
import { doneQueryOf, doneRowsOf } from './done-list'
import { api, fail, forbidden, ok, withAuth } from './http'

const PAGE_SIZE_MAX = 100

/**
 * An organisation's pending items grouped by page, most pending first, newest items first; only
 * the pages the user can open (access.ts).
 */
export function todoGroupsOf(orgId: string, canOpen: (menuUrl: string) => boolean): TodoGroup[] {
  const groups = new Map<string, TodoGroup>()
  const items = db.state.pendingItems
    .filter((p) => p.orgId === orgId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  for (const item of items) {
    const menuUrl = (todoKeyMenuUrl as Record<string, string>)[item.todoKey]
    const menu = menuUrl ? seedMenus.find((m) => m.menuUrl === menuUrl) : undefined
    if (!menuUrl || !menu || !canOpen(menuUrl)) continue
    let group = groups.get(menuUrl)
    if (!group) {
      group = {
        menuId: menu.menuId,
        menuName: menu.menuName,
        menuUrl,
        menuChainName: menu.menuChainName ?? menu.menuName,
        count: 0,
        items: [],
      }
      groups.set(menuUrl, group)
    }
    group.count += 1
    if (group.items.length < TODO_GROUP_ITEMS) {
      const createdAt = stamp(new Date(item.createdAt))
      group.items.push({ id: item.id, todoKey: item.todoKey, title: item.title, createdAt })
    }
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || a.menuId - b.menuId)
}

const mine = (request: Request, userId: string) =>
  new URL(request.url).searchParams.get('userId') === userId

const positive = (value: string | null, fallback: number) => {
  const n = value === null ? fallback : Number(value)
  return Number.isInteger(n) && n >= 1 ? n : undefined
}

export const todoListHandlers = [
  http.post(
    api('/rest/maintenance/queryToDoList'),
    withAuth(({ request }, { user, org }) => {
      if (!mine(request, user.userId)) return forbidden()
      const groups = todoGroupsOf(org.orgId, (url) => access(user, url))
      const total = groups.reduce((sum, g) => sum + g.count, 0)
      return ok<TodoList>({ total, groups })
    }),
  ),
  http.post(
    api('/rest/maintenance/queryMaintenanceOneHome'),
    withAuth(({ request }, { user, org }) => {
      if (!mine(request, user.userId)) return forbidden()
      const groups = todoGroupsOf(org.orgId, (url) => access(user, url))
      const total = groups.reduce((sum, g) => sum + g.count, 0)
      const top = groups.slice(0, TODO_HOME_GROUPS).map(({ items: _items, ...group }) => group)
      return ok<TodoHomeSummary>({ total, groups: top })
    }),
  ),
  http.post(
    api('/rest/maintenance/queryDoneList'),
    withAuth(({ request }, { user, org }) => {
      const search = new URL(request.url).searchParams
      if (!mine(request, user.userId)) return forbidden()
      const pageNo = positive(search.get('pageNo'), 1)
      const pageSize = positive(search.get('pageSize'), 10)
      const query = doneQueryOf(search)
      if (!pageNo || !pageSize || pageSize > PAGE_SIZE_MAX || !query) return fail('查询参数有误')
      const rows = doneRowsOf(org.orgId, query, (url) => access(user, url))
      const list = rows.slice((pageNo - 1) * pageSize, pageNo * pageSize)
      return ok<DonePage>({ list, total: rows.length, pageNo, pageSize })
    }),
  ),
]
