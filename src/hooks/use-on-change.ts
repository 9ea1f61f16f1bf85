import { useEffect, useRef } from 'react'

/**
 * Runs `apply` after a render in which `key` changed (and after the first), never again for
 * the same key. Unlike an effect keyed on it, it does not run again when the component's
 * effects run again for the same key (development's StrictMode runs them twice): what it sets
 * (a form's fields from the address, a dialog's defaults) would undo what the user did since.
 */
export function useOnChange(key: unknown, apply: () => void) {
  const last = useRef<{ key: unknown }>(undefined)
  useEffect(() => {
    if (last.current && Object.is(last.current.key, key)) return
    last.current = { key }
    apply()
  })
}
