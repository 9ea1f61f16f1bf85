import { useId, useState, type ReactNode } from 'react'
import { useLengthLimit } from '@/lib/use-length-limit'
import { EyeIcon } from './icons'

interface Props {
  label: string
  icon: ReactNode
  value: string
  error: string | undefined
  onChange: (value: string) => void
  onBlur: () => void
  /** More is cut, with a message under the field. */
  maxLength: number
  secret?: boolean
  inputMode?: 'numeric' | 'text'
  autoComplete?: string
}

/** An input with a leading icon and its error below, styled like the rest of the portal. */
export function LoginField({
  label,
  icon,
  value,
  error,
  onChange,
  onBlur,
  maxLength,
  secret,
  ...input
}: Props) {
  const id = useId()
  const [shown, setShown] = useState(false)
  const length = useLengthLimit(maxLength)
  const message = error ?? length.hint
  return (
    <div className="login-field">
      <div className={error ? 'login-field__box login-field__box--error' : 'login-field__box'}>
        <span className="login-field__icon">{icon}</span>
        <input
          className="login-field__input"
          type={secret && !shown ? 'password' : 'text'}
          placeholder={label}
          aria-label={label}
          aria-invalid={Boolean(error)}
          aria-describedby={message ? `${id}-error` : undefined}
          value={value}
          onChange={(e) => onChange(length.limit(e.target.value))}
          onBlur={onBlur}
          {...length.inputProps}
          {...input}
        />
        {secret && (
          <button
            type="button"
            className="login-field__eye"
            aria-label={shown ? '隐藏密码' : '显示密码'}
            onClick={() => setShown((s) => !s)}
          >
            <EyeIcon off={!shown} />
          </button>
        )}
      </div>
      <p id={`${id}-error`} className="login-field__error" role={message ? 'alert' : undefined}>
        {message}
      </p>
    </div>
  )
}
