import { useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import { leaveAfterAsking } from '@/lib/leave-guards'
import { useTabsStore } from '@/stores/tabs-store'
import type { VisitedView } from '@/stores/tabs-model'

export type TabActions = ReturnType<typeof useTabActions>

/**
 * 打开, 刷新, 关闭, 关闭其他, 关闭所有 and drag reordering of the tabs. A page with unsaved edits
 * is asked before its tab closes or refreshes (lib/leave-guards.ts).
 */
export function useTabActions() {
  const navigate = useNavigate()
  return useMemo(() => {
    const tabs = () => useTabsStore.getState()
    const go = (to: string | undefined) => {
      if (to) navigate(to)
    }
    const closable = (keep: (v: VisitedView) => boolean) =>
      tabs()
        .views.filter((v) => !v.affix && !keep(v))
        .map((v) => v.key)
    return {
      open: (view: VisitedView) => navigate(`${view.path}${view.search}`),
      refresh: (view: VisitedView) =>
        leaveAfterAsking([view.key], () => {
          tabs().viewRefreshed(view.key)
          navigate(`${view.path}${view.search}`)
        }),
      close: (view: VisitedView) =>
        leaveAfterAsking([view.key], () => go(tabs().viewClosed(view.key))),
      closeOthers: (view: VisitedView) =>
        leaveAfterAsking(
          closable((v) => v.key === view.key),
          () => {
            tabs().othersClosed(view.key)
            navigate(`${view.path}${view.search}`)
          },
        ),
      closeAll: () =>
        leaveAfterAsking(
          closable(() => false),
          () => go(tabs().allClosed()),
        ),
      move: (fromKey: string, toKey: string) => tabs().viewMoved(fromKey, toKey),
    }
  }, [navigate])
}
