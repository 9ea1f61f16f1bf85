import { useState, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { env } from '@/config/env'
import { HOTLINE } from '@contract/limits'
import { FrameNav } from './frame-nav'
import './login-frame.css'

const NAV_ID = 'frame-nav'

/**
 * The public frame around the login page and the public site's pages: the firm's header with
 * the site's navigation (a menu button at phone width), a body slot and a footer.
 */
export function LoginFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  // Open for the page it was opened on: following a link closes it.
  const [openOn, setOpenOn] = useState<string>()
  const open = openOn === pathname
  return (
    <div className="login-frame">
      <header
        className="login-frame__header"
        onKeyDown={(e) => e.key === 'Escape' && setOpenOn(undefined)}
      >
        <div className="login-frame__bar">
          <span className="login-frame__logo" aria-hidden>
            管
          </span>
          <span className="login-frame__title">管理人服务平台</span>
          <span className="login-frame__hotline">服务热线 {HOTLINE}</span>
          <button
            type="button"
            className="login-frame__menu"
            aria-expanded={open}
            aria-controls={NAV_ID}
            onClick={() => setOpenOn(open ? undefined : pathname)}
          >
            <span className="login-frame__menu-icon" aria-hidden />
            {open ? '收起' : '导航'}
          </button>
        </div>
        <FrameNav id={NAV_ID} pathname={pathname} open={open} />
      </header>
      <main className="login-frame__body">{children}</main>
      <footer className="login-frame__footer">
        托管 · 登记过户 · 估值核算一站式服务 · 服务热线 {HOTLINE} · 版本 {env.appVersion}
      </footer>
    </div>
  )
}
