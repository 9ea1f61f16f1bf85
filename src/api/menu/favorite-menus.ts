import { queryOptions } from '@tanstack/react-query'
import { getData } from '@/lib/http/request'
import { menuKeys } from './keys'

/*
 * The user's 常用菜单 ids, read by the sidebar (features/layout) and the home page's shortcuts
 * (features/home). One fetch and one cache key (favoritesQuery), so adding a favourite with the star in 全景菜单
 * updates both at once.
 */

/** GET /menu/getUserFrequentlyUsedMenu?userId: the favourite menu ids, in the user's order. */
export const getFavoriteMenuIds = (userId: string) =>
  getData<number[] | null>('/menu/getUserFrequentlyUsedMenu', { params: { userId } }).then((ids) =>
    Array.isArray(ids) ? ids.map(Number).filter(Number.isFinite) : [],
  )

export const favoritesQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: menuKeys.favorites(userId),
    queryFn: () => getFavoriteMenuIds(userId as string),
  })
