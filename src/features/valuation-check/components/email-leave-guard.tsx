import { useEffect, useRef } from 'react'
import { useBlocker } from 'react-router-dom'
import { TipsDialog } from '@/components/tips-dialog'

/**
 * Leaving a form with unsaved edits asks first (another page, another tab, closing this one;
 * a reload or closing the window gets the browser's own question). 离开 discards the edits
 * (`onLeave`) and goes on; 继续编辑 stays. Set `dirtyRef.current` false before navigating after
 * a save: the check reads it at the moment of leaving.
 */
export function useLeaveGuard() {
  const dirtyRef = useRef(false)
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  )
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirtyRef.current) event.preventDefault()
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [])
  return { dirtyRef, blocker }
}

export function LeaveGuardDialog({
  blocker,
  onLeave,
}: {
  blocker: ReturnType<typeof useBlocker>
  onLeave: () => void
}) {
  const leaving = blocker.state === 'blocked'
  return (
    <TipsDialog
      open={leaving}
      content="修改的内容尚未保存，确定离开吗？"
      subContent="离开后本次修改将丢失。"
      okText="离 开"
      cancelText="继续编辑"
      onOk={() => {
        onLeave()
        blocker.proceed?.()
      }}
      onCancel={() => blocker.reset?.()}
    />
  )
}
