import { ConfigProvider, message, theme } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { useEffect, useMemo, type ReactNode } from 'react'
import { THEME_COLOR } from '@/config/limits'
import { bindMessage } from '@/lib/notify'
import { useAppStore } from '@/stores/app-store'

/** antd's message host behind the notify bridge (it takes over from the light one). */
function MessageHost() {
  const [messageApi, holder] = message.useMessage()
  useEffect(() => {
    bindMessage(messageApi)
    return () => bindMessage(undefined)
  }, [messageApi])
  return holder
}

const NO_MASK_CLOSE = { mask: { closable: false } }

/**
 * antd's configuration: zh_CN, the theme colour, the skin's algorithm, no dialog closing on
 * a mask click (portal-spec §9). Mounted by the lazily loaded parts that use antd, so the
 * login page's first load carries none of it.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  const skin = useAppStore((s) => s.skin)
  const themeConfig = useMemo(
    () => ({
      token: { colorPrimary: THEME_COLOR },
      algorithm: skin === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    }),
    [skin],
  )
  return (
    <ConfigProvider locale={zhCN} theme={themeConfig} modal={NO_MASK_CLOSE}>
      <MessageHost />
      {children}
    </ConfigProvider>
  )
}
