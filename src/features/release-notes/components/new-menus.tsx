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

function NewMenu({ menu, onOpen }: { menu: MenuNode; onOpen: () => void }) {
  const locked = isLocked(menu)
  return (
    <button
      type="button"
      className={locked ? 'new-menu new-menu--locked' : 'new-menu'}
      onClick={onOpen}
      aria-label={`${menu.menuName}${locked ? '（无权限）' : ''}`}
    >
      <span className="new-menu__head">
        <span className="new-menu__name">{menu.menuName}</span>
        <span className="new-menu__flag">新</span>
        {locked && <LockOutlined className="new-menu__lock" aria-hidden />}
        <RightOutlined className="new-menu__go" aria-hidden />
      </span>
      <span className="new-menu__chain">
        {(menu.menuChainName || menu.chain).split('/').join(' / ')}
      </span>
      {menu.desc && <span className="new-menu__desc">{menu.desc}</span>}
    </button>
  )
}
