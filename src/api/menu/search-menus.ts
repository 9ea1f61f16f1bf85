import { getData } from '@/lib/http/request'
import type { MenuHit } from '@contract/api/search'

/** GET /menu/search?userId&keyWord: the user's pages matching the keyword (pinyin too). */
export const searchMenus = (userId: string, keyWord: string, signal?: AbortSignal) =>
  getData<MenuHit[] | null>('/menu/search', { params: { userId, keyWord }, signal }).then((hits) =>
    Array.isArray(hits) ? hits : [],
  )
