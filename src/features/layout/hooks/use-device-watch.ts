import { useEffect } from 'react'
import { MOBILE_BREAKPOINT, useAppStore } from '@/stores/app-store'

/** Switches to mobile mode below about 1024 px of body width, and back. */
export function useDeviceWatch() {
  const deviceChanged = useAppStore((s) => s.deviceChanged)
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`)
    const apply = () => deviceChanged(query.matches ? 'mobile' : 'desktop')
    apply()
    query.addEventListener('change', apply)
    return () => query.removeEventListener('change', apply)
  }, [deviceChanged])
}
