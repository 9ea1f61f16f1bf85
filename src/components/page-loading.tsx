import { useEffect } from 'react'
import { progressDone, progressStarted } from '@/lib/progress'

/**
 * Centred spinner for a page or the whole screen while something loads (no antd: it is on
 * the login path). While shown, the top progress bar runs too.
 */
export function PageLoading({ tip = '加载中…', full = false }: { tip?: string; full?: boolean }) {
  useEffect(() => {
    progressStarted()
    return progressDone
  }, [])
  return (
    <div className={full ? 'page-loading page-loading--full' : 'page-loading'} role="status">
      <span className="page-loading__spinner" aria-hidden />
      <span className="page-loading__tip">{tip}</span>
    </div>
  )
}
