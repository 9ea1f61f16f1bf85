import type { HomeModule } from '@/components/home-card'
import type { HomeModuleSetting } from '@contract/api/home'

/** A module as the page lays it out: in the user's order, shown or hidden. */
export interface PlacedModule {
  module: HomeModule
  visible: boolean
}

/**
 * The user's layout over the modules the portal has: saved keys in saved order (keys the
 * portal no longer has are dropped), then the modules the saved list lacks, visible, in
 * their default order (a module added after the user saved shows up).
 */
export function placeModules(
  modules: readonly HomeModule[],
  saved: readonly HomeModuleSetting[] | undefined,
): PlacedModule[] {
  const byKey = new Map(modules.map((m) => [m.key, m]))
  const placed: PlacedModule[] = []
  const seen = new Set<string>()
  for (const { key, visible } of saved ?? []) {
    const module = byKey.get(key)
    if (!module || seen.has(key)) continue
    seen.add(key)
    placed.push({ module, visible })
  }
  for (const module of modules) if (!seen.has(module.key)) placed.push({ module, visible: true })
  return placed
}

export const toSettings = (placed: readonly PlacedModule[]): HomeModuleSetting[] =>
  placed.map(({ module, visible }) => ({ key: module.key, visible }))

/** The list with the item at `from` moved to `to` (both within it). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list]
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item as T)
  return next
}
