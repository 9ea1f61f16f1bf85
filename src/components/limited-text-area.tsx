import { Input } from 'antd'
import type { TextAreaProps } from 'antd/es/input'
import type { ChangeEvent } from 'react'
import { useLengthLimit } from '@/lib/use-length-limit'
import './limited-input.css'

interface Props extends Omit<TextAreaProps, 'maxLength' | 'showCount'> {
  /** At most this many characters; a longer paste is cut and the field says so. */
  max: number
}

/**
 * LimitedInput's text area: a visible count (N / max), and when a paste or a typed run was
 * cut, 最多输入N个字符，超出部分已截去. Fits inside a Form.Item like a plain TextArea.
 */
export function LimitedTextArea({ max, onChange, ...rest }: Props) {
  const length = useLengthLimit(max, 'value' in rest ? { value: rest.value } : undefined)
  const change = (event: ChangeEvent<HTMLTextAreaElement>) => {
    // What got past maxLength (a set value, some input methods) is cut before the form sees it.
    const kept = length.limit(event.target.value)
    if (kept !== event.target.value) event.target.value = kept
    onChange?.(event)
  }
  return (
    <>
      <Input.TextArea {...rest} {...length.inputProps} showCount onChange={change} />
      {length.hint && (
        <div className="limited-input__hint limited-input__hint--below-count" role="status">
          {length.hint}
        </div>
      )}
    </>
  )
}
