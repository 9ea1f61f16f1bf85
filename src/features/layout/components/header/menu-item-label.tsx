import { LockOutlined } from '@ant-design/icons'
import { Tooltip } from 'antd'
import { CountBadge } from '@/components/count-badge'
import { LIMITS } from '@contract/limits'
import type { MenuNode } from '@/lib/menu-tree'
import { isLocked } from '../../hooks/use-open-menu'

/** Over this many characters a menu title is cut short, with the full title in a tooltip. */
export const isLongTitle = (title: string) => [...title].length > LIMITS.menuTitleTooltipOver

/** A menu's title, 新 flag, lock and to-do badge, as the header's panels show them. */
export function MenuItemLabel({ menu, count }: { menu: MenuNode; count: number }) {
  const long = isLongTitle(menu.menuName)
  const name = (
    <span
      className={
        long ? 'menu-item-label__name menu-item-label__name--long' : 'menu-item-label__name'
      }
    >
      {menu.menuName}
    </span>
  )
  return (
    <span className="menu-item-label">
      {long ? (
        <Tooltip title={menu.menuName} placement="top">
          {name}
        </Tooltip>
      ) : (
        name
      )}
      {menu.newFlag === '1' && (
        <span className="menu-item-label__new" title="新功能">
          新
        </span>
      )}
      {isLocked(menu) && <LockOutlined className="menu-item-label__lock" aria-label="无权限" />}
      <CountBadge count={count} className="menu-item-label__badge" />
    </span>
  )
}
