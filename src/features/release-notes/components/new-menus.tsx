import { LockOutlined, RightOutlined } from '@ant-design/icons'
import { Card, Empty } from 'antd'
import type { MenuNode } from '@/lib/menu-tree'
import { isLocked, useNewMenus } from '../hooks/use-new-menus'

/** 新上线功能: each page of the user's menus flagged new, with its place and what it does. */
export function NewMenus() {
  const { menus, open } = useNewMenus()
  return (
    <Card title="新上线功能" className="release-notes__menus">
      {menus.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无新上线的功能" />
      ) : (
        <ul className="new-menus" aria-label="新上线功能">
          {menus.map((menu) => (
            <li key={menu.menuId}>
              <NewMenu menu={menu} onOpen={() => open(menu)} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}

/** A card that opens as a whole; the button inside names it (the menu, and 无权限 if locked). */
function NewMenu({ menu, onOpen }: { menu: MenuNode; onOpen: () => void }) {
  const locked = isLocked(menu)
  return (
    <div className={locked ? 'new-menu new-menu--locked' : 'new-menu'}>
      <span className="new-menu__head">
        <button type="button" className="new-menu__open" onClick={onOpen}>
          {menu.menuName}
          {locked && <LockOutlined className="new-menu__lock" aria-label="无权限" />}
        </button>
        <span className="new-menu__flag" title="新功能">
          新
        </span>
        <RightOutlined className="new-menu__go" aria-hidden />
      </span>
      <span className="new-menu__chain">
        {(menu.menuChainName || menu.chain).split('/').join(' / ')}
      </span>
      {menu.desc && <span className="new-menu__desc">{menu.desc}</span>}
    </div>
  )
}
