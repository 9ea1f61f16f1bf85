import { HistoryOutlined } from '@ant-design/icons'
import { Tooltip } from 'antd'
import { NavLink } from 'react-router-dom'
import { LIMITS } from '@contract/limits'
import { useRecentStore } from '@/stores/recent-store'
import { SidebarSection } from './sidebar-section'

/** 最近访问: the user's last eight pages, newest first. */
export function RecentMenus({ collapsed }: { collapsed: boolean }) {
  const menus = useRecentStore((s) => s.menus)
  return (
    <SidebarSection title="最近访问" icon={<HistoryOutlined />} collapsed={collapsed}>
      {menus.length === 0 ? (
        <p className="sidebar-section__empty">暂无访问记录</p>
      ) : (
        <ul className="sidebar-list" aria-label="最近访问">
          {menus.map((menu) => (
            <li key={menu.path}>
              <Tooltip
                title={
                  menu.meta.title.length > LIMITS.menuTitleTooltipOver ? menu.meta.title : undefined
                }
                placement="right"
              >
                <NavLink to={menu.path} className="sidebar-list__link">
                  {menu.meta.title}
                </NavLink>
              </Tooltip>
            </li>
          ))}
        </ul>
      )}
    </SidebarSection>
  )
}
