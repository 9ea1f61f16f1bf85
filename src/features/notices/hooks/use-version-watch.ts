import { App, Button, Space } from 'antd'
import { createElement, useEffect, useMemo } from 'react'
import { useLocation } from 'react-router-dom'
import { env } from '@/config/env'
import { createVersionWatch } from '@/lib/version-watch'

const NOTICE_KEY = 'new-version'

// One function for every render: a new one would make a new watch, with no memory of its last
// check, and version.json would be fetched on every route change instead of every 5 minutes.
const reloadPage = () => window.location.reload()

/**
 * In a production build, offers a reload when a newer build has been deployed: checked when
 * the tab regains focus and on route changes (at most every 5 minutes). Never reloads itself.
 */
export function useVersionWatch({ enabled = env.production, reload = reloadPage } = {}) {
  const { notification } = App.useApp()
  const { pathname } = useLocation()
  const check = useMemo(
    () =>
      createVersionWatch({
        currentBuild: env.buildId,
        url: `${import.meta.env.BASE_URL}version.json`,
        onNewer: (version) =>
          notification.info({
            key: NOTICE_KEY,
            title: '发现新版本',
            description: `管理人服务平台已更新${version ? `至 v${version}` : ''}，刷新后即可使用新版本（请先保存正在编辑的内容）。`,
            duration: 0,
            actions: createElement(
              Space,
              null,
              createElement(
                Button,
                { size: 'small', onClick: () => notification.destroy(NOTICE_KEY) },
                '稍后',
              ),
              createElement(
                Button,
                { size: 'small', type: 'primary', onClick: reload },
                '立即刷新',
              ),
            ),
          }),
      }),
    [notification, reload],
  )
  useEffect(() => {
    if (!enabled) return undefined
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check()
    }
    window.addEventListener('focus', onVisible)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      window.removeEventListener('focus', onVisible)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [enabled, check])
  useEffect(() => {
    if (enabled) void check()
  }, [enabled, check, pathname])
}
