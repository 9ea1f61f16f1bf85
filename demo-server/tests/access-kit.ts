import { db } from '../db/db'
import { seedMenus } from '../db/seed-menus'
import { openSession } from '../handlers/http'
import type { Menu } from '@contract/api'
import type { MenuGrant } from '@contract/api/general-manage'

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

export async function call(
  method: string,
  path: string,
  token: string | undefined,
  query: Record<string, string> = {},
  json: unknown = method === 'GET' ? undefined : {},
) {
  const search = new URLSearchParams(query).toString()
  const response = await fetch(`http://localhost/ceres/api${path}${search ? `?${search}` : ''}`, {
    method,
    headers: { ...(token ? { Authorization: token } : {}), 'Content-Type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  const text = await response.text()
  let msg: unknown
  try {
    msg = (JSON.parse(text) as { msg?: unknown }).msg
  } catch {
    msg = undefined
  }
  return { status: response.status, msg, text }
}

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
  const saved = await fetch('http://localhost/ceres/api/rest/gm/roles/save', {
    method: 'POST',
    headers: { Authorization: admin.token(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ roleName: '访问测试', description: '访问测试角色' }),
  })
  const { roleId } = ((await saved.json()) as { data: { roleId: string } }).data
  const byId = Object.fromEntries(Object.entries(grants).map(([url, g]) => [menuIdOf(url), g]))
  const granted = await fetch('http://localhost/ceres/api/rest/gm/roles/saveGrants', {
    method: 'POST',
    headers: { Authorization: admin.token(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ roleId, grants: byId }),
  })
  const answer = (await granted.json()) as { status: string; msg: string }
  if (answer.status !== 'success') throw new Error(`saveGrants: ${answer.msg}`)
  return roleId
}

/** The pages the user's menus open (ifAuth 1), as /menu/all answers them. */
export async function openPagesOf(caller: Caller): Promise<Set<string>> {
  const response = await fetch(`http://localhost/ceres/api/menu/all?userId=${caller.userId}`, {
    headers: { Authorization: caller.token() },
  })
  const menus = ((await response.json()) as { data: Menu[] }).data
  return new Set(menus.filter((m) => m.ifAuth === 1 && m.menuUrl).map((m) => m.menuUrl))
}
