import { useEffect, useEffectEvent } from 'react'

/** Ctrl+K (Cmd+K on a Mac) anywhere in the logged-in app runs `onHotkey`. */
export function useSearchHotkey(onHotkey: () => void) {
  const run = useEffectEvent(onHotkey)
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return
      if (event.key.toLowerCase() !== 'k') return
      event.preventDefault()
      run()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
}
