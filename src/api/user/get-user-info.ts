import { queryOptions } from '@tanstack/react-query'
import { postData } from '@/lib/http/request'
import type { User, UserInfo } from '@contract/api'
import { userKeys } from './keys'

interface Options {
  /** A jwt the session does not hold yet (single sign-on). */
  token?: string
  /** The caller shows its own message when it fails. */
  silent?: boolean
}

/**
 * POST /user/getUserInfo/: the user the token belongs to. Restores the session after a reload,
 * completes a single sign-on, and fills 个人中心.
 */
export const getUserInfo = ({ token, silent }: Options = {}) =>
  postData<UserInfo>('/user/getUserInfo/', undefined, {
    headers: token ? { Authorization: token } : undefined,
    silent,
  })

/** 个人中心's 基本信息, for the session's token. Silent: the section says so, with a retry. */
export const userInfoQuery = (token: string | undefined) =>
  queryOptions({
    queryKey: userKeys.info(token),
    queryFn: () => getUserInfo({ silent: true }),
  })

/**
 * The session's user, loaded once for its token and kept for the page's life: a new user or
 * organisation comes with a new token (see stores/session-user.ts).
 */
export const sessionUserQuery = (token: string | undefined) =>
  queryOptions<User>({
    queryKey: userKeys.session(token),
    queryFn: () => getUserInfo(),
    staleTime: Infinity,
    gcTime: Infinity,
  })
