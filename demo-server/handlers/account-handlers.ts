import { Base64 } from 'js-base64'
import { http, HttpResponse } from 'msw'
import { api, endSessionsOf, forbidden, ok, withAuth } from './http'

/*
 * The header's account services: 密码修改 and the customer-service sign (portal-spec §7).
 * Rules a real server would apply: only the token's own user, the old password checked, the
 * new one checked again (a client can be bypassed), and every session of the user ended.
 */

/** A business failure with the message in data and msg (how the server answers the dialog). */
const refuse = (msg: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ status: 'fail', data: msg, msg, ...extra })

function decode(encoded: string | null) {
  if (encoded === null || !Base64.isValid(encoded)) return undefined
  try {
    return Base64.decode(encoded)
  } catch {
    return undefined
  }
}

const meetsRules = (password: string) => {
  const length = Array.from(password).length
  return length >= 8 && length <= 15 && /\d/.test(password) && /[A-Za-z]/.test(password)
}

/** A temporary password (用户管理) is changed here before any other call answers. */
const PASSWORD_CHANGE = { beforePasswordChange: true }

export const accountHandlers = [
  http.post(
    api('/user/changePassword'),
    withAuth(({ request }, { user }) => {
      const query = new URL(request.url).searchParams
      if (query.get('userId') !== user.userId) return forbidden()
      const password = decode(query.get('password'))
      const newPassword = decode(query.get('newPassword'))
      const newPasswordConfirm = decode(query.get('newPasswordConfirm'))
      if (password === undefined || newPassword === undefined || newPasswordConfirm === undefined) {
        return refuse('密码编码无效，请重试')
      }
      if (password !== user.password) return refuse('原密码错误')
      if (newPassword !== newPasswordConfirm) return refuse('两次输入的新密码不一致')
      if (!meetsRules(newPassword)) return refuse('新密码不符合规则：8-15位，须包含字母和数字')
      if (newPassword === password) return refuse('新密码不能与原密码相同')
      user.password = newPassword
      delete user.mustChangePassword
      // Every session of the user ends: each device has to log in with the new password.
      endSessionsOf(user.userId)
      return ok(null)
    }, PASSWORD_CHANGE),
  ),

  http.post(
    api('/user/getCustomerServiceSign'),
    withAuth(({ request }, { session }) => {
      const jwt = new URL(request.url).searchParams.get('jwt')
      if (jwt !== session.token) {
        return HttpResponse.json({
          status: 'fail',
          data: null,
          msg: '',
          resultMessage: '客服身份校验失败',
        })
      }
      return ok({ sign: `demo-${Math.random().toString(36).slice(2, 12)}` })
    }),
  ),
]
