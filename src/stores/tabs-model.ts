/** A visited page's tab (portal-spec §3 "Visited view"). */
export interface VisitedView {
  /** Identity: the path, or path + query for pages whose query names what they show. */
  key: string
  path: string
  /** The query the tab was last shown with (starts with '?' or is ''). */
  search: string
  title: string
  affix?: boolean
  noCache?: boolean
}

export const MAX_ALIVE = 20

/** Closing a tab: drop it; if it was active, go to the last remaining tab (or /index). */
export function afterClose(views: VisitedView[], closedKey: string, activeKey: string) {
  const remaining = views.filter((v) => v.key !== closedKey || v.affix)
  if (closedKey !== activeKey) return { views: remaining, goTo: undefined }
  const last = remaining[remaining.length - 1]
  return { views: remaining, goTo: last ? `${last.path}${last.search}` : '/index' }
}

/** Keys kept alive, least recently shown first; the oldest go beyond MAX_ALIVE. */
export function touchAlive(alive: string[], key: string, noCache: boolean | undefined) {
  if (noCache) return alive.filter((k) => k !== key)
  const next = [...alive.filter((k) => k !== key), key]
  return next.slice(Math.max(0, next.length - MAX_ALIVE))
}

export function moveView(views: VisitedView[], fromKey: string, toKey: string) {
  const from = views.findIndex((v) => v.key === fromKey)
  const to = views.findIndex((v) => v.key === toKey)
  if (from < 0 || to < 0 || from === to || views[from]?.affix || views[to]?.affix) return views
  const next = [...views]
  const [moved] = next.splice(from, 1)
  next.splice(to, 0, moved as VisitedView)
  return next
}
