import { http } from 'msw'
import type { Menu } from '@/types/api'
import { db } from '../db/db'
import { seedMenus } from '../db/seed-menus'
import type { UserRecord } from '../db/types'
import { api, forbidden, ok, withAuth } from './http'

/** The user's menus: hidden ones (and everything under them) removed, locked ones ifAuth 0. */
export function menusFor(user: UserRecord): Menu[] {
  const hidden = new Set(user.hiddenMenuIds)
  const locked = new Set(user.lockedMenuUrls)
  const all = seedMenus.concat(db.state.extraMenus)
  const parentOf = new Map(all.map((m) => [m.menuId, m.parMenuId]))
  const visible = all.filter((m) => {
    for (let id: number = m.menuId; id !== 0;) {
      if (hidden.has(id)) return false
      id = parentOf.get(id) ?? 0
    }
    return true
  })
  return visible.map((m) => ({ ...m, ifAuth: locked.has(m.menuUrl) ? 0 : 1 }))
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
