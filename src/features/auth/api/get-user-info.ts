import { postData } from '@/lib/http/request'
import type { User } from '@contract/api'

/** POST /user/getUserInfo/: the user the token belongs to (restores the session on reload). */
export const getUserInfo = (token?: string) =>
  postData<User>('/user/getUserInfo/', undefined, {
    headers: token ? { Authorization: token } : undefined,
  })
