import { SettingOutlined, StarOutlined } from '@ant-design/icons'
import { Button, Tooltip } from 'antd'
import { useState } from 'react'
import { NavLink } from 'react-router-dom'
import { useFavorites } from '../../hooks/use-favorites'
import { FavoriteSettingsDialog } from './favorite-settings-dialog'
import { SidebarSection } from './sidebar-section'
import './sidebar-panels.css'

/** portal-spec §9: menu titles over 9 characters get a tooltip. */
const TOOLTIP_OVER = 9

/** 常用菜单: the user's favourite pages in saved order, and the settings dialog. */
export function FavoriteMenus({ collapsed }: { collapsed: boolean }) {
  const { pages, loading, failed, reloading, reload } = useFavorites()
  const [settingsOpen, setSettingsOpen] = useState(false)
  const settings = (
    <Button
      type="text"
      size="small"
      className="favorite-menus__settings"
      icon={<SettingOutlined />}
      aria-label="设置常用菜单"
      onClick={() => setSettingsOpen(true)}
    />
  )
  return (
    <>
      <SidebarSection
        title="常用菜单"
        icon={<StarOutlined />}
        collapsed={collapsed}
        extra={settings}
      >
        {pages.length > 0 ? (
          <ul className="sidebar-list" aria-label="常用菜单">
            {pages.map((menu) => (
              <li key={menu.menuId}>
                <Tooltip
                  title={menu.menuName.length > TOOLTIP_OVER ? menu.menuName : undefined}
                  placement="right"
                >
                  <NavLink to={menu.path} className="sidebar-list__link">
                    {menu.menuName}
                  </NavLink>
                </Tooltip>
              </li>
            ))}
          </ul>
        ) : failed ? (
          <p className="sidebar-section__empty">
            常用菜单加载失败
            <Button type="link" size="small" loading={reloading} onClick={reload}>
              重试
            </Button>
          </p>
        ) : (
          !loading && <p className="sidebar-section__empty">暂无常用菜单</p>
        )}
      </SidebarSection>
      <FavoriteSettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </>
  )
}
