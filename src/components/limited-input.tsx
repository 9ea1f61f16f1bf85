import { Input, type InputProps } from 'antd'
import type { ChangeEvent } from 'react'
import { useLengthLimit } from '@/lib/use-length-limit'
import './limited-input.css'

export interface LimitedInputProps extends Omit<InputProps, 'maxLength'> {
  /** At most this many characters; a longer paste is cut and the field says so. */
  max: number
}

/**
 * An antd Input that keeps to `max` characters and tells the user when a paste was cut
 * (最多输入N个字符，超出部分已截去), instead of dropping the rest silently. Fits inside a
 * Form.Item like a plain Input.
 */
export function LimitedInput({ max, onChange, ...rest }: LimitedInputProps) {
  const length = useLengthLimit(max, 'value' in rest ? { value: rest.value } : undefined)
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    // What got past maxLength (a set value, some input methods) is cut before the form sees it.
    const kept = length.limit(event.target.value)
    if (kept !== event.target.value) event.target.value = kept
    onChange?.(event)
  }
  return (
    <>
      <Input {...rest} {...length.inputProps} onChange={change} />
      {length.hint && (
        <div className="limited-input__hint" role="status">
          {length.hint}
        </div>
      )}
    </>
  )
}
