import { LockOutlined } from '@ant-design/icons'
import { ConfigProvider, Menu, type MenuProps } from 'antd'
import { useMemo } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { MSG } from '@/config/messages'
import type { MenuNode } from '@/lib/menu-tree'
import { notify } from '@/lib/notify'
import { useMenusStore } from '@/stores/menus-store'

type Item = Required<MenuProps>['items'][number]

const isLocked = (node: MenuNode) => node.ifAuth !== 1

function label(node: MenuNode) {
  return (
    <span className="header-nav__label">
      {node.menuName}
      {node.newFlag === '1' && <span className="header-nav__new">新</span>}
      {isLocked(node) && <LockOutlined className="header-nav__lock" aria-label="无权限" />}
    </span>
  )
}

function toItem(node: MenuNode): Item {
  if (node.children.length === 0)
    return { key: node.path || `m-${node.menuId}`, label: label(node) }
  if (node.depth === 2) {
    return {
      type: 'group',
      key: `m-${node.menuId}`,
      label: node.menuName,
      children: node.children.map(toItem),
    }
  }
  return { key: `m-${node.menuId}`, label: node.menuName, children: node.children.map(toItem) }
}

/** Pages by path, and the key of the group each path belongs to. */
function indexTree(tree: MenuNode[]) {
  const byPath = new Map<string, MenuNode>()
  const groupKeyOf = new Map<string, string>()
  const visit = (nodes: MenuNode[], groupKey: string) =>
    nodes.forEach((node) => {
      if (node.path) {
        byPath.set(node.path, node)
        groupKeyOf.set(node.path, groupKey)
      }
      visit(node.children, groupKey)
    })
  tree.forEach((group) => visit([group], group.path || `m-${group.menuId}`))
  return { byPath, groupKeyOf }
}

/** The top navigation: one entry per group, its sections and pages in the popup. */
export function HeaderNav() {
  const tree = useMenusStore((s) => s.tree)
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const items = useMemo(() => tree.map(toItem), [tree])
  const { byPath, groupKeyOf } = useMemo(() => indexTree(tree), [tree])
  const groupKey = groupKeyOf.get(pathname)

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const node = byPath.get(key)
    if (!node) return
    if (isLocked(node)) notify.warning(MSG.menuNoPermission)
    else navigate(node.path)
  }

  return (
    <ConfigProvider theme={{ components: { Menu: { itemPaddingInline: 12 } } }}>
      <Menu
        className="header-nav"
        mode="horizontal"
        items={items}
        onClick={onClick}
        selectedKeys={groupKey ? [groupKey, pathname] : [pathname]}
        aria-label="导航菜单"
      />
    </ConfigProvider>
  )
}
