import { queryOptions } from '@tanstack/react-query'
import { getData } from '@/lib/http/request'
import { isRecord } from '@/lib/safe-storage'
import { menuKeys } from './keys'

/**
 * GET /menuRemark/getUserRemark?userId&menuId: the user's latest rating of the page
 * (`data.feedBackType`), or null when there is none. Silent: a failure marks nothing.
 */
export async function getUserRemark(userId: string, menuId: number): Promise<number | null> {
  const data = await getData<unknown>('/menuRemark/getUserRemark', {
    params: { userId, menuId },
    silent: true,
  })
  const type = isRecord(data) ? data.feedBackType : undefined
  if (type === null || type === undefined || type === '') return null
  const value = Number(type)
  return Number.isInteger(value) ? value : null
}

export const userRemarkQuery = (userId: string | undefined, menuId: number) =>
  queryOptions({
    queryKey: menuKeys.userRemark(userId, menuId),
    queryFn: () => getUserRemark(userId as string, menuId),
  })
