import { useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { onProgress, progressDone, progressStarted } from '@/lib/progress'

const ROUTE_PULSE_MS = 300

type Phase = 'idle' | 'busy' | 'done'

/** A thin bar at the top while a route changes or a lazy chunk loads: grows, then completes and fades. */
export function RouteProgress() {
  const [phase, setPhase] = useState<Phase>('idle')
  const [run, setRun] = useState(0)
  const { pathname } = useLocation()
  useEffect(
    () =>
      onProgress((busy) => {
        if (busy) setRun((n) => n + 1)
        setPhase(busy ? 'busy' : 'done')
      }),
    [],
  )
  useEffect(() => {
    progressStarted()
    const timer = window.setTimeout(progressDone, ROUTE_PULSE_MS)
    return () => {
      window.clearTimeout(timer)
      progressDone()
    }
  }, [pathname])
  // A new key per run restarts the grow animation from zero.
  return <div key={run} className={`route-progress route-progress--${phase}`} aria-hidden />
}
