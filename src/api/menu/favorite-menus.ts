import { getData } from '@/lib/http/request'

/*
 * The user's 常用菜单 ids, read by the sidebar (features/layout) and the home page's shortcuts
 * (features/home). One fetch and one cache key, so adding a favourite with the star in 全景菜单
 * updates both at once.
 */

export const favoritesKey = (userId: string | undefined) => ['favorites', userId] as const

/** GET /menu/getUserFrequentlyUsedMenu?userId: the favourite menu ids, in the user's order. */
export const getFavoriteMenuIds = (userId: string) =>
  getData<number[] | null>('/menu/getUserFrequentlyUsedMenu', { params: { userId } }).then((ids) =>
    Array.isArray(ids) ? ids.map(Number).filter(Number.isFinite) : [],
  )
