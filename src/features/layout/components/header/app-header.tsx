import { MenuOutlined } from '@ant-design/icons'
import { Button, Layout } from 'antd'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { env } from '@/config/env'
import { HOME_PATH } from '@/config/paths'
import { useAppStore } from '@/stores/app-store'
import { useSessionMenus } from '@/stores/session-menus'
import { MenusLoadFailed } from '../menus-load-failed'
import { HeaderNav } from './header-nav'
import { SkinSwitch } from './skin-switch'

/** Brand, the menu groups, the service icons and the user (services are composed by the app). */
export function AppHeader({ services }: { services: ReactNode }) {
  const mobile = useAppStore((s) => s.device === 'mobile')
  const sidebarToggled = useAppStore((s) => s.sidebarToggled)
  const menusFailed = useSessionMenus().loadFailed
  const nav = menusFailed ? <MenusLoadFailed className="main-header__spacer" /> : <HeaderNav />
  return (
    <Layout.Header className="main-header">
      {mobile && (
        <Button
          type="text"
          icon={<MenuOutlined />}
          aria-label="打开菜单"
          onClick={sidebarToggled}
        />
      )}
      <Link to={HOME_PATH} className="main-header__brand">
        <span className="main-header__logo" aria-hidden>
          管
        </span>
        <span className="main-header__title">管理人服务平台</span>
        <span className="main-header__version">v{env.appVersion}</span>
      </Link>
      {mobile ? <span className="main-header__spacer" /> : nav}
      <div className="main-header__services" role="toolbar" aria-label="服务">
        <SkinSwitch />
        {services}
      </div>
    </Layout.Header>
  )
}
