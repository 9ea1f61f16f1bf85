import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import { MSG } from '@/config/messages'
import type { MenuNode } from '@/lib/menu-tree'
import { notify } from '@/lib/notify'
import { IF_AUTH_PERMITTED } from '@contract/api'

export const isLocked = (menu: Pick<MenuNode, 'ifAuth'>) => menu.ifAuth !== IF_AUTH_PERMITTED

/** Opens a menu's page, or warns that the user has no permission for it. */
export function useOpenMenu() {
  const navigate = useNavigate()
  return useCallback(
    (menu: MenuNode) => {
      if (isLocked(menu)) notify.warning(MSG.menuNoPermission)
      else if (menu.path) navigate(menu.path)
    },
    [navigate],
  )
}
