import { useMemo, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { INPUT_MAX } from '@contract/limits'
import type { Credentials } from '../hooks/use-login-flow'
import { matches, maxLength, required, useFormRules } from '../hooks/use-form-rules'
import { ImageCodeButton } from '@/components/image-code-button'
import { useImageCode } from '@/lib/use-image-code'
import { LockIcon, PhoneIcon, ReloadIcon, ShieldIcon, UserIcon } from './icons'
import { LoginField } from './login-field'
import { SmsCodeButton } from './sms-code-button'

/** Right under the button, in the text's colour (readable on the light and the dark card). */

interface Props {
  busy: boolean
  error: string | undefined
  onSubmit: (values: Credentials) => void
}

/** User name, password, image code and SMS code; what was typed stays after a failure. */
export function LoginForm({ busy, error, onSubmit }: Props) {
  const rules = useMemo(
    () => ({
      userName: [required('请输入用户名'), maxLength(50, '用户名不能超过50个字符')],
      password: [required('请输入密码'), maxLength(50, '密码不能超过50个字符')],
      imageCode: [required('请输入图形验证码'), matches(/^.{4}$/, '图形验证码为4位字符')],
      smsCode: [required('请输入短信验证码'), matches(/^\d{4,6}$/, '短信验证码为4-6位数字')],
    }),
    [],
  )
  const form = useFormRules(rules)
  const imageCode = useImageCode()
  const { values, errors } = form

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (form.check())
      onSubmit({ userName: values.userName, password: values.password, smsCode: values.smsCode })
  }
  const field = (name: keyof typeof rules) => ({
    value: values[name],
    error: errors[name],
    onChange: (v: string) => form.change(name, v),
    onBlur: () => form.blur(name),
  })

  return (
    <form className="login-form" name="login" autoComplete="off" noValidate onSubmit={submit}>
      {error && (
        <p role="alert" className="login-form__error">
          {error}
        </p>
      )}
      <LoginField
        label="用户名"
        icon={<UserIcon />}
        maxLength={INPUT_MAX.userName}
        {...field('userName')}
      />
      <LoginField
        label="密码"
        icon={<LockIcon />}
        maxLength={INPUT_MAX.password}
        secret
        autoComplete="current-password"
        {...field('password')}
      />
      <div className="login-form__row">
        <LoginField
          label="图形验证码"
          icon={<ShieldIcon />}
          maxLength={INPUT_MAX.imageCode}
          {...field('imageCode')}
        />
        <ImageCodeButton
          {...imageCode}
          onRefresh={() => void imageCode.refresh()}
          reloadIcon={<ReloadIcon />}
        />
      </div>
      <div className="login-form__row">
        <LoginField
          label="短信验证码"
          icon={<PhoneIcon />}
          maxLength={INPUT_MAX.smsCode}
          inputMode="numeric"
          {...field('smsCode')}
        />
        <SmsCodeButton
          ready={() => form.check(['userName', 'imageCode'])}
          values={() => ({ userName: values.userName, imageCode: values.imageCode })}
          onImageWrong={(message) => {
            form.change('imageCode', '')
            form.setError('imageCode', message)
          }}
          onImageSpent={() => void imageCode.refresh()}
        />
      </div>
      <button type="submit" className="login-form__submit" disabled={busy} aria-busy={busy}>
        {busy ? '登录中…' : '登 录'}
      </button>
      <nav className="login-form__links" aria-label="其他服务">
        <Link to="/reg">管理人注册</Link>
        <Link to="/mgr-change">管理员变更</Link>
        <Link to="/reset-password">忘记密码？</Link>
      </nav>
    </form>
  )
}
