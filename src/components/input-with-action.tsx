import type { ReactNode } from 'react'
import { LimitedInput, type LimitedInputProps } from './limited-input'

interface Props extends LimitedInputProps {
  /** The row's class: it lays out the input and the action side by side. */
  className: string
  /** The button beside the input: the code's picture, 获取验证码. */
  action: ReactNode
}

/**
 * A code field with its button beside it, as one form control. Form.Item gives this the id,
 * value and aria attributes and they reach the input, so the label names it and the field's
 * message is its description; a `noStyle` item inside a label-only item left the message
 * unlinked (a screen reader read no error).
 */
export function InputWithAction({ className, action, ...input }: Props) {
  return (
    <div className={className}>
      <LimitedInput {...input} />
      {action}
    </div>
  )
}
