import { useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import { MSG } from '@/config/messages'
import { pageMenus, type MenuNode } from '@/lib/menu-tree'
import { notify } from '@/lib/notify'
import { useMenuTree } from '@/stores/session-menus'
import { IF_AUTH_PERMITTED } from '@contract/api'

export const isLocked = (menu: Pick<MenuNode, 'ifAuth'>) => menu.ifAuth !== IF_AUTH_PERMITTED

/**
 * The user's pages flagged new (newFlag '1', portal-spec §3), in menu order, and opening one:
 * its page, or the warning for a menu without permission (portal-spec §2).
 */
export function useNewMenus() {
  const tree = useMenuTree()
  const navigate = useNavigate()
  const menus = useMemo(() => pageMenus(tree).filter((m) => m.newFlag === '1'), [tree])
  const open = (menu: MenuNode) => {
    if (isLocked(menu)) notify.warning(MSG.menuNoPermission)
    else navigate(menu.path)
  }
  return { menus, open }
}
