import { http } from 'msw'
import type { Menu } from '@contract/api'
import { db } from '../db/db'
import { unionMenus } from '../db/menu-grants'
import { seedMenus } from '../db/seed-menus'
import type { RoleRecord, UserRecord } from '../db/types'
import { api, forbidden, ok, withAuth } from './http'

/** Every menu of the portal: the tree and any a demo scenario adds. */
export const allMenus = (): Menu[] => seedMenus.concat(db.state.extraMenus)

/** The user's roles (unknown ids are skipped). */
export const rolesOf = (user: UserRecord): RoleRecord[] =>
  db.state.roles.filter((r) => user.roleIds.includes(r.roleId))

/**
 * The user's menus: the union of their roles' grants (menu-grants.ts), read afresh on every
 * call, so a change to a role shows at the user's next login or menu reload.
 */
export function menusFor(user: UserRecord): Menu[] {
  return unionMenus(
    allMenus(),
    rolesOf(user).map((r) => r.grants),
  )
}

export const menuHandlers = [
  http.get(
    api('/menu/all'),
    withAuth(({ request }, { user }) => {
      const userId = new URL(request.url).searchParams.get('userId')
      if (userId !== user.userId) return forbidden()
      return ok(menusFor(user))
    }),
  ),
]
