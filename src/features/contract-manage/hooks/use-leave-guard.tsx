import { useEffect, useRef } from 'react'
import { useBlocker, useLocation, useNavigate, type Location } from 'react-router-dom'
import { TipsDialog } from '@/components/tips-dialog'

interface Options {
  /** Whether there is something unsaved now (read when a navigation starts). */
  dirty: () => boolean
  /** Whether going from one location to the other leaves what is being edited. */
  leaves: (from: Location, to: Location) => boolean
  content: string
  subContent?: string
}

/**
 * Asks before leaving with unsaved changes: a navigation inside the portal waits on the Tips
 * dialog (留在本页 / 确认离开); closing or reloading the browser tab gets the browser's own
 * question. Returns the dialog to render.
 */
export function useLeaveGuard({ dirty, leaves, content, subContent }: Options) {
  const latest = useRef({ dirty, leaves })
  useEffect(() => {
    latest.current = { dirty, leaves }
  })
  const location = useLocation()
  const navigate = useNavigate()
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      latest.current.dirty() && latest.current.leaves(currentLocation, nextLocation),
  )
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!latest.current.dirty()) return
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [])
  // Mounted only while a navigation waits: a closed dialog keeps its old buttons (and the
  // navigation they would let through) until it opens again.
  if (blocker.state !== 'blocked') return null
  return (
    <TipsDialog
      open
      title="尚未保存"
      content={content}
      subContent={subContent}
      cancelText="留在本页"
      okText="确认离开"
      onCancel={() => {
        blocker.reset()
        // Closing the page's tab removed it before navigating: showing the page again at the
        // same address brings its tab back (the page itself stays as it is).
        void navigate(`${location.pathname}${location.search}`, { replace: true })
      }}
      onOk={() => blocker.proceed()}
    />
  )
}
