import { useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import { useTabsStore } from '@/stores/tabs-store'
import type { VisitedView } from '@/stores/tabs-model'

export type TabActions = ReturnType<typeof useTabActions>

/** 打开, 刷新, 关闭, 关闭其他, 关闭所有 and drag reordering of the tabs. */
export function useTabActions() {
  const navigate = useNavigate()
  return useMemo(() => {
    const tabs = () => useTabsStore.getState()
    const go = (to: string | undefined) => {
      if (to) navigate(to)
    }
    return {
      open: (view: VisitedView) => navigate(`${view.path}${view.search}`),
      refresh: (view: VisitedView) => {
        tabs().viewRefreshed(view.key)
        navigate(`${view.path}${view.search}`)
      },
      close: (view: VisitedView) => go(tabs().viewClosed(view.key)),
      closeOthers: (view: VisitedView) => {
        tabs().othersClosed(view.key)
        navigate(`${view.path}${view.search}`)
      },
      closeAll: () => go(tabs().allClosed()),
      move: (fromKey: string, toKey: string) => tabs().viewMoved(fromKey, toKey),
    }
  }, [navigate])
}
