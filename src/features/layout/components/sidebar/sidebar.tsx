import { AppstoreOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons'
import { Button, Drawer, Layout, Tooltip } from 'antd'
import { useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { useShallow } from 'zustand/react/shallow'
import { useAppStore } from '@/stores/app-store'
import { AllMenuPanel } from './all-menu-panel'
import { FavoriteMenus } from './favorite-menus'
import { RecentMenus } from './recent-menus'

export const SIDEBAR_WIDTH = 180

function SidebarBody({ collapsed }: { collapsed: boolean }) {
  const [panelOpen, setPanelOpen] = useState(false)
  const { pathname } = useLocation()
  // The panel closes whenever the route changes (portal-spec §4).
  const [shownAt, setShownAt] = useState(pathname)
  if (shownAt !== pathname) {
    setShownAt(pathname)
    setPanelOpen(false)
  }
  return (
    <div className="sidebar-body">
      <Tooltip title={collapsed ? '全景菜单' : undefined} placement="right">
        <Button
          type={panelOpen ? 'primary' : 'default'}
          icon={<AppstoreOutlined />}
          className="sidebar-body__all"
          aria-label="全景菜单"
          aria-expanded={panelOpen}
          onClick={() => setPanelOpen((open) => !open)}
        >
          {collapsed ? null : '全景菜单'}
        </Button>
      </Tooltip>
      <FavoriteMenus collapsed={collapsed} />
      <RecentMenus collapsed={collapsed} />
      <AllMenuPanel open={panelOpen} onClose={() => setPanelOpen(false)} />
    </div>
  )
}

/** The 180 px sidebar; in mobile mode a drawer that route changes close. */
export function Sidebar() {
  const { opened, device, toggled, closed } = useAppStore(
    useShallow((s) => ({
      opened: s.sidebarOpened,
      device: s.device,
      toggled: s.sidebarToggled,
      closed: s.sidebarClosed,
    })),
  )
  const { pathname } = useLocation()
  useEffect(() => {
    if (device === 'mobile') closed()
  }, [pathname, device, closed])

  if (device === 'mobile') {
    return (
      <Drawer
        placement="left"
        open={opened}
        onClose={closed}
        size={SIDEBAR_WIDTH + 40}
        title="菜单"
      >
        <SidebarBody collapsed={false} />
      </Drawer>
    )
  }
  return (
    <Layout.Sider
      className="sidebar"
      width={SIDEBAR_WIDTH}
      collapsedWidth={56}
      collapsed={!opened}
      trigger={null}
      theme="light"
    >
      <Button
        type="text"
        className="sidebar__toggle"
        icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        aria-label={opened ? '收起侧边栏' : '展开侧边栏'}
        onClick={toggled}
      />
      <SidebarBody collapsed={!opened} />
    </Layout.Sider>
  )
}
