import { queryOptions } from '@tanstack/react-query'
import { getUserInfo } from '@/api/user/get-user-info'
import { userKeys } from '@/api/user/keys'
import { appQueryClient } from '@/lib/query-client'
import type { User } from '@contract/api'

/**
 * The session's user is server state: it lives in the query cache under its token, put there
 * by the login or fetched once when a page is (re)loaded with a token, and never stale — a
 * new user or organisation comes with a new token.
 */
export const sessionUserQuery = (token: string | undefined) =>
  queryOptions<User>({
    queryKey: userKeys.session(token),
    queryFn: () => getUserInfo(),
    staleTime: Infinity,
    gcTime: Infinity,
  })

export const userOf = (token: string | undefined) =>
  token === undefined ? undefined : appQueryClient().getQueryData<User>(userKeys.session(token))

export const userSaved = (token: string, user: User) =>
  appQueryClient().setQueryData<User>(userKeys.session(token), user)
