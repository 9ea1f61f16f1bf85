import type { KeyboardEvent } from 'react'

const STEP: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 }

interface KeyContext {
  /** How many options the list on show has (history or the current tab's results). */
  count: number
  active: number
  setActive: (index: number) => void
  /** ↑ or ↓ with the panel closed opens it. */
  openPanel: () => void
  /** Enter on the active option. */
  openActive: () => void
  /** Enter with no option active. */
  enter: () => void
  escape: () => void
}

/** The search box's keys: ↑ ↓ move through the list (round), Enter opens, Esc closes. */
export function searchKeyHandler(event: KeyboardEvent<HTMLInputElement>, ctx: KeyContext) {
  const step = STEP[event.key]
  if (event.key === 'Escape') ctx.escape()
  else if (step) {
    ctx.openPanel()
    if (ctx.count > 0) {
      const next = ctx.active < 0 ? (step > 0 ? 0 : ctx.count - 1) : ctx.active + step
      ctx.setActive((next + ctx.count) % ctx.count)
    }
  } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
    if (ctx.active >= 0 && ctx.active < ctx.count) ctx.openActive()
    else ctx.enter()
  } else return
  event.preventDefault()
}
