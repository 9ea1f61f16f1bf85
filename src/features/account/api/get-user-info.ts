import { postData } from '@/lib/http/request'
import type { User } from '@contract/api'

/** The user as 个人中心 shows it; the demo backend adds the masked mobile and login time. */
export interface UserInfo extends User {
  /** Masked, e.g. 138****0001. */
  mobile?: string
  /** ISO 8601: when this session began. */
  loginTime?: string
}

/** POST /user/getUserInfo/: the user the token belongs to. Silent: the page offers a retry. */
export const getUserInfo = () =>
  postData<UserInfo>('/user/getUserInfo/', undefined, { silent: true })
