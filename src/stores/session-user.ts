import { userKeys } from '@/api/user/keys'
import { appQueryClient } from '@/lib/query-client'
import type { User } from '@contract/api'

/*
 * The session's user is server state: it lives in the app's query cache under its token, put
 * there by the login or loaded once after a reload (sessionUserQuery, api/user), and never
 * stale — a new user or organisation comes with a new token. No fetching here: the HTTP
 * client depends on the session store, which depends on this.
 */

export const userOf = (token: string | undefined) =>
  token === undefined ? undefined : appQueryClient().getQueryData<User>(userKeys.session(token))

export const userSaved = (token: string, user: User) =>
  appQueryClient().setQueryData<User>(userKeys.session(token), user)
