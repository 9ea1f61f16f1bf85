import { http } from 'msw'
import type {
  GrantMenu,
  MenuGrant,
  RoleGrants,
  RoleOption,
  RoleSummary,
} from '@contract/api/general-manage'
import { db } from '../db/db'
import { grantablePages, grantReader, grantsFromPages } from '../db/menu-grants'
import type { RoleRecord } from '../db/types'
import { bodyOf } from './custodian-common'
import { findRole, GM_MSG, keepsMenuPerm, membersOf, onRequest } from './gm-common'
import { api, fail, ok, withAuth } from './http'
import { pageOfRows, readList } from './list-query'
import { allMenus } from './menu-handlers'

/*
 * 角色管理 and 菜单权限管理 (docs/api.md "综合管理"): the portal's roles with their members,
 * add / edit / delete (refused while a role has members), and each role's grant on every menu.
 * Only a user reaching the page's menu may call them; a user may not take away their own
 * 菜单权限管理.
 */

const GRANTS: readonly MenuGrant[] = ['reach', 'locked', 'hidden']

const summaryOf = (role: RoleRecord, orgId: string): RoleSummary => {
  const members = membersOf(role.roleId)
  const grant = grantReader(allMenus())(role.grants)
  const pages = grantablePages(allMenus())
  return {
    roleId: role.roleId,
    roleName: role.roleName,
    description: role.description,
    memberCount: members.length,
    members: members
      .filter((u) => u.orgIds.includes(orgId))
      .map(({ userId, userName, realName }) => ({ userId, userName, realName })),
    reachCount: pages.filter((m) => grant(m) === 'reach').length,
    pageCount: pages.length,
  }
}

function roleProblem(body: Partial<Record<'roleId' | 'roleName' | 'description', unknown>>) {
  const name = typeof body.roleName === 'string' ? body.roleName.trim() : ''
  const description = typeof body.description === 'string' ? body.description.trim() : ''
  if (Array.from(name).length < 2 || Array.from(name).length > 20) return GM_MSG.roleName
  if (body.description !== undefined && typeof body.description !== 'string') {
    return GM_MSG.description
  }
  if (Array.from(description).length > 100) return GM_MSG.description
  const same = db.state.roles.find((r) => r.roleName === name && r.roleId !== body.roleId)
  return same ? GM_MSG.roleNameTaken : { roleName: name, description }
}

function nextRoleId() {
  const top = Math.max(0, ...db.state.roles.map((r) => Number(r.roleId.slice(1)) || 0))
  return `R${String(top + 1).padStart(3, '0')}`
}

function grantsView(role: RoleRecord): RoleGrants {
  const menus = allMenus()
  const grant = grantReader(menus)(role.grants)
  const view: GrantMenu[] = menus
    .filter((m) => m.menuUrl !== 'home-page')
    .map(({ menuId, parMenuId, menuName, menuUrl, menuLevel }) => ({
      ...{ menuId, parMenuId, menuName, menuUrl, menuLevel },
      grant: grant({ menuId, parMenuId, menuUrl }),
    }))
  const { roleId, roleName } = role
  return { roleId, roleName, memberCount: membersOf(roleId).length, menus: view }
}

/** Each posted page grant checked; pages not posted keep the role's grant. */
function newGrants(role: RoleRecord, posted: unknown) {
  if (typeof posted !== 'object' || posted === null || Array.isArray(posted)) return undefined
  const menus = allMenus()
  const pages = new Set(grantablePages(menus).map((m) => String(m.menuId)))
  const entries = Object.entries(posted as Record<string, unknown>)
  if (entries.some(([id, g]) => !pages.has(id) || !GRANTS.includes(g as MenuGrant))) {
    return undefined
  }
  const given = new Map(entries.map(([id, g]) => [Number(id), g as MenuGrant]))
  const current = grantReader(menus)(role.grants)
  const byId = new Map(menus.map((m) => [m.menuId, m]))
  return grantsFromPages(menus, (id) => given.get(id) ?? current(byId.get(id)!))
}

export const gmRoleHandlers = [
  http.post(
    api('/rest/gm/roles/list'),
    withAuth(
      onRequest((request, auth) => {
        const params = new URL(request.url).searchParams
        const query = readList(params, (p) => ({ roleName: p.text('roleName') }))
        if (typeof query === 'string') return fail(query)
        const rows = db.state.roles
          .filter((r) => !query.roleName || r.roleName.includes(query.roleName))
          .map((r) => summaryOf(r, auth.org.orgId))
        const page = pageOfRows(params, rows)
        return typeof page === 'string' ? fail(page) : ok(page)
      }),
    ),
  ),

  http.post(
    api('/rest/gm/roles/options'),
    withAuth(() => {
      const options: RoleOption[] = db.state.roles.map(({ roleId, roleName }) => ({
        roleId,
        roleName,
      }))
      return ok(options)
    }),
  ),

  http.post(
    api('/rest/gm/roles/save'),
    withAuth(
      onRequest(async (request, auth) => {
        const body = await bodyOf<{ roleId: string; roleName: string; description: string }>(
          request,
        )
        if (!body) return fail(GM_MSG.badBody)
        const checked = roleProblem(body)
        if (typeof checked === 'string') return fail(checked)
        if (body.roleId !== undefined) {
          const role = findRole(body.roleId)
          if (!role) return fail(GM_MSG.roleGone)
          Object.assign(role, checked)
          return ok(summaryOf(role, auth.org.orgId))
        }
        // A new role reaches nothing until 菜单权限管理 grants it menus.
        const hidden = allMenus().filter((m) => m.parMenuId === 0 && m.menuUrl !== 'home-page')
        const role: RoleRecord = {
          roleId: nextRoleId(),
          ...checked,
          grants: { hiddenMenuIds: hidden.map((m) => m.menuId), lockedMenuIds: [] },
        }
        db.state.roles.push(role)
        return ok(summaryOf(role, auth.org.orgId))
      }),
    ),
  ),

  http.post(
    api('/rest/gm/roles/delete'),
    withAuth(
      onRequest(async (request) => {
        const body = await bodyOf<{ roleId: string }>(request)
        if (!body) return fail(GM_MSG.badBody)
        const role = findRole(body.roleId)
        if (!role) return fail(GM_MSG.roleGone)
        const members = membersOf(role.roleId).length
        if (members > 0) return fail(GM_MSG.roleInUse(members))
        db.state.roles = db.state.roles.filter((r) => r !== role)
        return ok({ roleId: role.roleId, roleName: role.roleName })
      }),
    ),
  ),

  http.post(
    api('/rest/gm/roles/grants'),
    withAuth(
      onRequest((request) => {
        const role = findRole(new URL(request.url).searchParams.get('roleId'))
        return role ? ok(grantsView(role)) : fail(GM_MSG.roleGone)
      }),
    ),
  ),

  http.post(
    api('/rest/gm/roles/saveGrants'),
    withAuth(
      onRequest(async (request, auth) => {
        const body = await bodyOf<{ roleId: string; grants: Record<string, MenuGrant> }>(request)
        if (!body) return fail(GM_MSG.badBody)
        const role = findRole(body.roleId)
        if (!role) return fail(GM_MSG.roleGone)
        const grants = newGrants(role, body.grants)
        if (!grants) return fail(GM_MSG.grants)
        if (!keepsMenuPerm(auth.user.roleIds, { ...role, grants })) {
          return fail(GM_MSG.selfMenuPerm)
        }
        role.grants = grants
        return ok(grantsView(role))
      }),
    ),
  ),
]
