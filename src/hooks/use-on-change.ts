import { useEffect, useRef } from 'react'

/**
 * Runs `apply` after a render in which `key` changed (and after the first), never again for
 * the same key. Unlike an effect keyed on it, it does not run when a kept-alive tab is shown
 * again: <Activity> runs a page's effects once more then, and what they set (a form's fields
 * from the address, a dialog's defaults, the scroll) would undo what the user did since.
 */
export function useOnChange(key: unknown, apply: () => void) {
  const last = useRef<{ key: unknown }>(undefined)
  useEffect(() => {
    if (last.current && Object.is(last.current.key, key)) return
    last.current = { key }
    apply()
  })
}
