import { queryOptions } from '@tanstack/react-query'
import { getData } from '@/lib/http/request'
import type { MenuHit } from '@contract/api/search'
import { menuKeys } from './keys'

/** GET /menu/search?userId&keyWord: the user's pages matching the keyword (pinyin too). */
export const searchMenus = (userId: string, keyWord: string, signal?: AbortSignal) =>
  getData<MenuHit[] | null>('/menu/search', { params: { userId, keyWord }, signal }).then((hits) =>
    Array.isArray(hits) ? hits : [],
  )

export const menuSearchQuery = (userId: string | undefined, term: string) =>
  queryOptions({
    queryKey: menuKeys.search(userId, term),
    queryFn: ({ signal }) => searchMenus(userId as string, term, signal),
  })
