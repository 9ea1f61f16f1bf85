import { useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { onProgress, progressDone, progressStarted } from '@/lib/progress'

const ROUTE_PULSE_MS = 300

/** A thin bar at the top while a route changes or a lazy chunk loads. */
export function RouteProgress() {
  const [busy, setBusy] = useState(false)
  const { pathname } = useLocation()
  useEffect(() => onProgress(setBusy), [])
  useEffect(() => {
    progressStarted()
    const timer = window.setTimeout(progressDone, ROUTE_PULSE_MS)
    return () => {
      window.clearTimeout(timer)
      progressDone()
    }
  }, [pathname])
  return (
    <div className={busy ? 'route-progress route-progress--busy' : 'route-progress'} aria-hidden />
  )
}
