import { Base64 } from 'js-base64'
import { postData } from '@/lib/http/request'

export interface PasswordChange {
  userId: string
  password: string
  newPassword: string
  newPasswordConfirm: string
}

/**
 * POST /user/changePassword?newPassword&newPasswordConfirm&password&userId, the three
 * passwords Base64-encoded (portal-spec §5, §7). Silent: the dialog shows the server's data or
 * msg itself (§8).
 */
export const changePassword = ({
  userId,
  password,
  newPassword,
  newPasswordConfirm,
}: PasswordChange) =>
  postData<unknown>('/user/changePassword', undefined, {
    params: {
      newPassword: Base64.encode(newPassword),
      newPasswordConfirm: Base64.encode(newPasswordConfirm),
      password: Base64.encode(password),
      userId,
    },
    silent: true,
  })
