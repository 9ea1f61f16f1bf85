import { useCallback, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { MSG } from '@/config/messages'
import { normaliseMenuUrl } from '@/lib/menu-tree'
import { notify } from '@/lib/notify'
import { useSessionUser } from '@/stores/session-store'
import { IF_AUTH_PERMITTED } from '@contract/api'
import type { FaqHit, MenuHit, TemplateHit } from '@contract/api/search'
import { downloadTemplate } from '@/api/query/download-template'

export const isLockedHit = (hit: Pick<MenuHit, 'ifAuth'>) => hit.ifAuth !== IF_AUTH_PERMITTED

/** The FAQ whose answer is shown in the dialog (kept while the dialog closes). */
export function useFaqDialog() {
  const [faq, setFaq] = useState<FaqHit>()
  const [open, setOpen] = useState(false)
  return {
    faq,
    open,
    opened: (hit: FaqHit) => {
      setFaq(hit)
      setOpen(true)
    },
    closed: () => setOpen(false),
  }
}

/**
 * What opening each kind of hit does: a menu opens its page, or warns when the user has no
 * permission (portal-spec §2); a template downloads from the downloadArchive address of §7; an FAQ shows its answer. `opened` follows each one that opened.
 */
export function useHitOpeners(opened: () => void, showFaq: (hit: FaqHit) => void) {
  const navigate = useNavigate()
  const userId = useSessionUser()?.userId
  const menus = useCallback(
    (hit: MenuHit) => {
      if (isLockedHit(hit)) return notify.warning(MSG.menuNoPermission)
      const url = normaliseMenuUrl(hit.menuUrl)
      if (!url) return undefined
      opened()
      return navigate(`/${url}`)
    },
    [navigate, opened],
  )
  const templates = useCallback(
    (hit: TemplateHit) => {
      if (!userId) return
      opened()
      // The client has already shown the catalogue's message for a failure.
      downloadTemplate(userId, hit.fileCode, hit.name).catch(() => undefined)
    },
    [userId, opened],
  )
  const faqs = useCallback(
    (hit: FaqHit) => {
      opened()
      showFaq(hit)
    },
    [opened, showFaq],
  )
  return { menus, templates, faqs }
}

export type HitOpeners = ReturnType<typeof useHitOpeners>
