import { http } from 'msw'
import { IF_AUTH_PERMITTED } from '@contract/api'
import { db } from '../db/db'
import type { UserRecord } from '../db/types'
import { api, fail, forbidden, ok, withAuth, type AuthContext } from './http'
import { menusFor } from './menu-handlers'

/** 常用菜单 (portal-spec §6, §7): only menus the user may open can be favourites. */
export const FAVORITE_MSG = {
  notPermitted: '该菜单暂无权限，不能设为常用菜单',
  duplicate: '该菜单已在常用菜单中',
  missing: '该菜单不在常用菜单中',
} as const

/** Menus the user may open: present in their list, ifAuth 1, and a page (a url to open). */
const permittedIds = (user: UserRecord) =>
  new Set(
    menusFor(user).flatMap((m) =>
      m.ifAuth === IF_AUTH_PERMITTED && m.menuUrl.trim() !== '' ? [m.menuId] : [],
    ),
  )

const favoritesOf = (userId: string) => db.state.favorites[userId] ?? []

const saveFavorites = (userId: string, ids: number[]) => {
  db.state.favorites = { ...db.state.favorites, [userId]: ids }
}

/** A menu id as the query string carries it: digits only, else NaN. */
const parseId = (raw: string | null) =>
  raw !== null && /^\d+$/.test(raw.trim()) ? Number(raw) : NaN

type Change = (query: URLSearchParams, auth: AuthContext) => Response

/** Runs a change for the token's own user only; the userId of the query must be theirs. */
const ownChange = (change: Change) =>
  withAuth(({ request }, auth) => {
    const query = new URL(request.url).searchParams
    if (query.get('userId') !== auth.user.userId) return forbidden()
    return change(query, auth)
  })

export const favoriteHandlers = [
  http.get(
    api('/menu/getUserFrequentlyUsedMenu'),
    ownChange((_query, { user }) => ok(favoritesOf(user.userId))),
  ),

  http.post(
    api('/menu/addUserFrequentlyUsedMenu'),
    ownChange((query, { user }) => {
      const menuId = parseId(query.get('menuId'))
      if (!permittedIds(user).has(menuId)) return fail(FAVORITE_MSG.notPermitted)
      const current = favoritesOf(user.userId)
      if (current.includes(menuId)) return fail(FAVORITE_MSG.duplicate)
      saveFavorites(user.userId, [...current, menuId])
      return ok(null)
    }),
  ),

  http.post(
    api('/menu/deleteUserFrequentlyUsedMenu'),
    ownChange((query, { user }) => {
      const menuId = parseId(query.get('menuId'))
      const current = favoritesOf(user.userId)
      if (!current.includes(menuId)) return fail(FAVORITE_MSG.missing)
      saveFavorites(
        user.userId,
        current.filter((id) => id !== menuId),
      )
      return ok(null)
    }),
  ),

  http.post(
    api('/menu/modifyUserFrequentlyUsedMenu'),
    ownChange((query, { user }) => {
      const parts = (query.get('menuIds') ?? '').split(',').filter((part) => part.trim() !== '')
      const ids = parts.map(parseId)
      const permitted = permittedIds(user)
      if (ids.some((id) => !permitted.has(id))) return fail(FAVORITE_MSG.notPermitted)
      saveFavorites(user.userId, [...new Set(ids)])
      return ok(null)
    }),
  ),
]
