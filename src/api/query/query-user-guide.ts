import { queryOptions } from '@tanstack/react-query'
import { postData } from '@/lib/http/request'
import { isRecord } from '@/lib/safe-storage'
import type { UserGuide } from '@contract/api'
import { queryKeys } from './keys'

export type { UserGuide } from '@contract/api'

const truthy = (value: unknown) =>
  value === true || value === 1 || value === '1' || value === 'true'

/**
 * POST /query/queryUserGuide?userId&menuId: the page's guide. Silent: without a guide the page
 * simply shows none, so a failure has nothing to tell the user.
 */
export async function queryUserGuide(userId: string, menuId: number): Promise<UserGuide> {
  const data = await postData<unknown>('/query/queryUserGuide', undefined, {
    params: { userId, menuId },
    silent: true,
  })
  if (!isRecord(data)) return { content: '', showNotice: false }
  return {
    content: typeof data.content === 'string' ? data.content : '',
    showNotice: truthy(data.showNotice),
  }
}

export const userGuideQuery = (userId: string | undefined, menuId: number) =>
  queryOptions({
    queryKey: queryKeys.userGuide(userId, menuId),
    queryFn: () => queryUserGuide(userId as string, menuId),
  })
