import type { ReactNode } from 'react'
import { env } from '@/config/env'
import { HOTLINE } from '@/config/limits'
import './login-frame.css'

/** The public frame around the login page: the firm's header, a body slot and a footer. */
export function LoginFrame({ children }: { children: ReactNode }) {
  return (
    <div className="login-frame">
      <header className="login-frame__header">
        <span className="login-frame__logo" aria-hidden>
          管
        </span>
        <span className="login-frame__title">管理人服务平台</span>
        <span className="login-frame__hotline">服务热线 {HOTLINE}</span>
      </header>
      <main className="login-frame__body">{children}</main>
      <footer className="login-frame__footer">
        托管 · 登记过户 · 估值核算一站式服务 · 版本 {env.appVersion}
      </footer>
    </div>
  )
}
