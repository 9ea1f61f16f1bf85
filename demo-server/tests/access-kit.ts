import { db } from '../db/db'
import { seedMenus } from '../db/seed-menus'
import { openSession } from '../handlers/http'
import type { Menu } from '@contract/api'
import type { MenuGrant } from '@contract/api/general-manage'
import { callApi, callJson } from './api'

/*
 * Users with exactly one role, a role made through 菜单权限管理's endpoints, and raw calls to the
 * demo backend (no client interceptors), for the access tests.
 */

export const FORBIDDEN_MSG = '无权访问该资源'

export interface Caller {
  userId: string
  orgId: string
  /** A fresh session each time (an organisation switch ends the one it was called with). */
  token: () => string
}

let seq = 0

/** A user of the demo's first organisation holding just this role. */
export function userWithRole(roleId: string): Caller {
  const admin = db.state.users.find((u) => u.userName === 'admin')!
  seq += 1
  const userId = `UA${seq}${roleId}`
  db.state.users.push({
    ...admin,
    userId,
    userName: `access_${seq}_${roleId.toLowerCase()}`,
    roleIds: [roleId],
  })
  const orgId = admin.orgIds[0]!
  return { userId, orgId, token: () => openSession(userId, orgId).token }
}

/** A raw call as the access tests make it: with a JSON body ({} unless told) but for a GET. */
export const call = (
  method: string,
  path: string,
  token: string | undefined,
  query: Record<string, string> = {},
  json: unknown = method === 'GET' ? undefined : {},
) => callApi(path, { method, token, query, json })

const menuIdOf = (url: string) => {
  const menu = seedMenus.find((m) => m.menuUrl === url)
  if (!menu) throw new Error(`no menu ${url}`)
  return menu.menuId
}

/**
 * A role made as an administrator would: 新增角色 (it reaches nothing), then 菜单权限管理 gives
 * these pages their grant (reach or 显示（锁定）).
 */
export async function customRole(grants: Record<string, MenuGrant>) {
  const admin = userWithRole('R001')
  const saved = await callJson<{ roleId: string }>('/rest/gm/roles/save', {
    token: admin.token(),
    json: { roleName: '访问测试', description: '访问测试角色' },
  })
  const { roleId } = saved.body.data
  const byId = Object.fromEntries(Object.entries(grants).map(([url, g]) => [menuIdOf(url), g]))
  const granted = await callJson('/rest/gm/roles/saveGrants', {
    token: admin.token(),
    json: { roleId, grants: byId },
  })
  const answer = granted.body
  if (answer.status !== 'success') throw new Error(`saveGrants: ${answer.msg}`)
  return roleId
}

/** The pages the user's menus open (ifAuth 1), as /menu/all answers them. */
export async function openPagesOf(caller: Caller): Promise<Set<string>> {
  const { body } = await callJson<Menu[]>('/menu/all', {
    method: 'GET',
    token: caller.token(),
    query: { userId: caller.userId },
  })
  const menus = body.data
  return new Set(menus.filter((m) => m.ifAuth === 1 && m.menuUrl).map((m) => m.menuUrl))
}
