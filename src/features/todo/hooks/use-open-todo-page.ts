import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import { MSG } from '@/config/messages'
import { normaliseMenuUrl, pageMenus } from '@/lib/menu-tree'
import { notify } from '@/lib/notify'
import { sessionMenuTree } from '@/stores/session-menus'
import { IF_AUTH_PERMITTED } from '@contract/api'

/**
 * Opens the page a to-do belongs to, as the menus do: a locked menu warns that the user has
 * no permission; otherwise the shell's navigation (and its guard) takes over.
 */
export function useOpenTodoPage() {
  const navigate = useNavigate()
  return useCallback(
    (menuUrl: string) => {
      const path = `/${normaliseMenuUrl(menuUrl)}`
      const menu = pageMenus(sessionMenuTree()).find((m) => m.path === path)
      if (menu && menu.ifAuth !== IF_AUTH_PERMITTED) return notify.warning(MSG.menuNoPermission)
      return void navigate(path)
    },
    [navigate],
  )
}
