import { ConfigProvider, message } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { useEffect, type ReactNode } from 'react'
import { THEME_COLOR } from '@/config/limits'
import { bindMessage } from '@/lib/notify'

/**
 * Providers every page needs, kept small because the login page loads them: the antd
 * configuration and the message host behind the notify bridge. The logged-in
 * area adds the rest (see logged-in-providers.tsx).
 */
function MessageHost() {
  const [messageApi, holder] = message.useMessage()
  useEffect(() => {
    bindMessage(messageApi)
    return () => bindMessage(undefined)
  }, [messageApi])
  return holder
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: THEME_COLOR } }}>
      <MessageHost />
      {children}
    </ConfigProvider>
  )
}
