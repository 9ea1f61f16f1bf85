import { screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'

export const loginButton = () => screen.getByRole('button', { name: /登\s*录/ })

/** Fills the login form; codes default to the demo-only 8888. */
export async function fillLogin(
  user: UserEvent,
  { userName = 'manager', password = 'Manager123', imageCode = '8888', smsCode = '8888' } = {},
) {
  await screen.findByRole('img', { name: '图形验证码' })
  const fields: Array<[string, string]> = [
    ['用户名', userName],
    ['密码', password],
    ['图形验证码', imageCode],
    ['短信验证码', smsCode],
  ]
  // Pasting is one input event per field: typing key by key into antd inputs is slow in jsdom.
  for (const [label, value] of fields) {
    if (!value) continue
    await user.click(screen.getByLabelText(label))
    await user.paste(value)
  }
}
