import { postData } from '@/lib/http/request'

/*
 * 常用菜单 endpoints (portal-spec §7). Parameters go in the query string, as the backend reads
 * them. The changes are `silent`: their callers show the server's msg themselves (§8).
 */

export { getFavoriteMenuIds } from './favorite-menus'

/** POST /menu/addUserFrequentlyUsedMenu?userId&menuId */
export const addFavoriteMenu = (userId: string, menuId: number) =>
  postData<unknown>('/menu/addUserFrequentlyUsedMenu', undefined, {
    params: { userId, menuId },
    silent: true,
  })

/** POST /menu/deleteUserFrequentlyUsedMenu?userId&menuId */
export const deleteFavoriteMenu = (userId: string, menuId: number) =>
  postData<unknown>('/menu/deleteUserFrequentlyUsedMenu', undefined, {
    params: { userId, menuId },
    silent: true,
  })

/** POST /menu/modifyUserFrequentlyUsedMenu?userId&menuIds: replaces the list (ids comma separated). */
export const modifyFavoriteMenus = (userId: string, menuIds: readonly number[]) =>
  postData<unknown>('/menu/modifyUserFrequentlyUsedMenu', undefined, {
    params: { userId, menuIds: menuIds.join(',') },
    silent: true,
  })
