import { queryOptions } from '@tanstack/react-query'
import { postData } from '@/lib/http/request'
import type { LoginRecord } from '@contract/api/account'
import type { PagedList } from '@contract/api/public-site'
import { userKeys } from './keys'

export const LOGIN_RECORDS_PAGE_SIZE = 10

/**
 * POST /user/queryLoginRecords?userId&pageNo&pageSize: the user's logins and refused attempts,
 * newest first (our endpoint: docs/api.md). Silent: the section offers a retry.
 */
export const queryLoginRecords = (userId: string, pageNo: number) =>
  postData<PagedList<LoginRecord>>('/user/queryLoginRecords', undefined, {
    params: { userId, pageNo, pageSize: LOGIN_RECORDS_PAGE_SIZE },
    silent: true,
  })

export const loginRecordsQuery = (userId: string | undefined, pageNo: number) =>
  queryOptions({
    queryKey: userKeys.loginRecords(userId, pageNo),
    queryFn: () => queryLoginRecords(userId as string, pageNo),
  })
