import { screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'

export const loginButton = () => screen.getByRole('button', { name: /登\s*录/ })

/** Fills the login form; codes default to the demo-only 8888. */
export async function fillLogin(
  user: UserEvent,
  { userName = 'manager', password = 'Manager123', imageCode = '8888', smsCode = '8888' } = {},
) {
  await screen.findByRole('img', { name: '图形验证码' })
  if (userName) await user.type(screen.getByLabelText('用户名'), userName)
  if (password) await user.type(screen.getByLabelText('密码'), password)
  if (imageCode) await user.type(screen.getByLabelText('图形验证码'), imageCode)
  if (smsCode) await user.type(screen.getByLabelText('短信验证码'), smsCode)
}
