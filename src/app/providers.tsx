import { ConfigProvider, message, theme } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { useEffect, useMemo, type ReactNode } from 'react'
import { THEME_COLOR } from '@/config/limits'
import { bindMessage } from '@/lib/notify'
import { useAppStore } from '@/stores/app-store'

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

const NO_MASK_CLOSE = { mask: { closable: false } }

export function AppProviders({ children }: { children: ReactNode }) {
  const skin = useAppStore((s) => s.skin)
  useEffect(() => {
    document.documentElement.dataset.skin = skin
  }, [skin])
  const themeConfig = useMemo(
    () => ({
      token: { colorPrimary: THEME_COLOR },
      algorithm: skin === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    }),
    [skin],
  )
  return (
    // No dialog closes on a click outside it (portal-spec §9).
    <ConfigProvider locale={zhCN} theme={themeConfig} modal={NO_MASK_CLOSE}>
      <MessageHost />
      {children}
    </ConfigProvider>
  )
}
