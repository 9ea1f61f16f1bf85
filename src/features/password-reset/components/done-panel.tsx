import { CheckCircleFilled } from '@ant-design/icons'
import type { ReactNode } from 'react'

export const RESET_DONE = '密码重置成功，请使用新密码登录'

/** The last step: a success mark, the message and what can be done next. */
export function DonePanel({ detail, children }: { detail: ReactNode; children: ReactNode }) {
  return (
    <div className="reset-done" role="status">
      <CheckCircleFilled className="reset-done__icon" aria-hidden />
      <p className="reset-done__title">{RESET_DONE}</p>
      <div className="reset-card__lead">{detail}</div>
      {children}
    </div>
  )
}
