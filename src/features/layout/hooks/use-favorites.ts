import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { MSG } from '@/config/messages'
import { favoritesQuery } from '@/api/menu/favorite-menus'
import { menuKeys } from '@/api/menu/keys'
import { errorMessage, isApiError } from '@/lib/http/api-error'
import { pageMenus, type MenuNode } from '@/lib/menu-tree'
import { notify } from '@/lib/notify'
import { useMenuTree } from '@/stores/session-menus'
import { useSessionUser } from '@/stores/session-store'
import { IF_AUTH_PERMITTED } from '@contract/api'
import { addFavoriteMenu, deleteFavoriteMenu, modifyFavoriteMenus } from '@/api/menu/favorites'

/** portal-spec §8: 添加成功 on adding, 取消成功 on removal, 操作成功 on saving. */
const DONE = { added: '添加成功', removed: '取消成功', saved: '操作成功' } as const
const NO_IDS: number[] = []
const FAVORITES_FRESH_MS = 60_000

/** The pages the user may open (ifAuth 1), in tree order. */
export const permittedPages = (tree: readonly MenuNode[]) =>
  pageMenus(tree).filter((menu) => menu.ifAuth === IF_AUTH_PERMITTED)

function showFailure(e: unknown) {
  // 401 and 403 are handled by the HTTP client (log out / go to /401) without a message.
  if (isApiError(e) && (e.kind === 'unauthorized' || e.kind === 'forbidden')) return
  notify.error(errorMessage(e, MSG.businessFallback))
}

/** The user's 常用菜单: saved ids, the permitted pages they name, and the three changes. */
export function useFavorites() {
  const userId = useSessionUser()?.userId
  const tree = useMenuTree()
  const client = useQueryClient()
  const key = menuKeys.favorites(userId)
  const query = useQuery({
    ...favoritesQuery(userId),
    enabled: Boolean(userId),
    // The sidebar holds them from login; every change here invalidates them. Without this each
    // 全景菜单 opened asked the server again (and the demo backend wrote its state each time).
    staleTime: FAVORITES_FRESH_MS,
  })
  const ids = query.data ?? NO_IDS
  const { pages, favoriteIds } = useMemo(() => {
    const byId = new Map(permittedPages(tree).map((menu) => [menu.menuId, menu]))
    const list = ids.flatMap((id) => byId.get(id) ?? [])
    return { pages: list, favoriteIds: new Set(list.map((menu) => menu.menuId)) }
  }, [tree, ids])

  const settle = (next?: (old: number[]) => number[]) => {
    if (next) client.setQueryData<number[]>(key, (old) => next(old ?? []))
    return client.invalidateQueries({ queryKey: key })
  }
  const toggle = useMutation({
    mutationFn: ({ menuId, favorite }: { menuId: number; favorite: boolean }) =>
      favorite
        ? deleteFavoriteMenu(userId as string, menuId)
        : addFavoriteMenu(userId as string, menuId),
    onSuccess: (_data, { menuId, favorite }) => {
      notify.success(favorite ? DONE.removed : DONE.added)
      return settle((old) =>
        favorite
          ? old.filter((id) => id !== menuId)
          : [...old.filter((id) => id !== menuId), menuId],
      )
    },
    onError: (e) => {
      showFailure(e)
      return settle()
    },
  })
  const save = useMutation({
    mutationFn: (menuIds: readonly number[]) => modifyFavoriteMenus(userId as string, menuIds),
    onSuccess: (_data, menuIds) => {
      notify.success(DONE.saved)
      return settle(() => [...menuIds])
    },
    onError: (e) => {
      showFailure(e)
      return settle()
    },
  })
  return {
    /** Favourite pages present and permitted in the user's tree, in saved order. */
    pages,
    favoriteIds,
    loading: query.isPending && Boolean(userId),
    /** The saved favourites could not be loaded (the client has said why). */
    failed: query.isError,
    reloading: query.isFetching,
    reload: () => void query.refetch(),
    toggle,
    save,
  }
}
