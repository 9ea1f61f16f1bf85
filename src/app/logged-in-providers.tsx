import { App as AntApp } from 'antd'
import { useEffect, type ReactNode } from 'react'
import '@/lib/dayjs'
import { bindNotification } from '@/lib/notify'

function NotificationBinder() {
  const { notification } = AntApp.useApp()
  useEffect(() => {
    bindNotification(notification)
    return () => bindNotification(undefined)
  }, [notification])
  return null
}

/** What only logged-in pages need: antd's App (modal, message, notification). */
export function LoggedInProviders({ children }: { children: ReactNode }) {
  return (
    <AntApp className="app-shell">
      <NotificationBinder />
      {children}
    </AntApp>
  )
}
