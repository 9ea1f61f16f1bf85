import { Watermark } from 'antd'
import type { ReactNode } from 'react'
import { useAppStore } from '@/stores/app-store'
import { useSessionUser } from '@/stores/session-store'

/** The user's name and organisation faintly over the content, as compliance expects. */
export function ContentWatermark({ children }: { children: ReactNode }) {
  const user = useSessionUser()
  const dark = useAppStore((s) => s.skin === 'dark')
  const content = user ? [user.realName || user.userName, user.orgName] : []
  return (
    <Watermark
      className="content-watermark"
      content={content}
      gap={[160, 140]}
      font={{ color: dark ? 'rgba(255,255,255,0.06)' : 'rgba(0,0,0,0.06)', fontSize: 14 }}
    >
      {children}
    </Watermark>
  )
}
