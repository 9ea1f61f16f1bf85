import { LoadingOutlined } from '@ant-design/icons'
import { ConfigProvider, message, theme } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { useEffect, useMemo, type ReactNode } from 'react'
import { THEME_COLOR } from '@contract/limits'
import { bindMessage } from '@/lib/notify'
import { useReducedMotion } from '@/lib/use-media-query'
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

/*
 * Tests: no CSS-in-JS. jsdom parses every injected rule and walks them all in each
 * getComputedStyle (behind every role query and click), which made one component test take
 * tens of seconds on a 2-core machine. Vite folds this to false in every build.
 */
const IN_TESTS = import.meta.env.MODE === 'test'

const NO_MASK_CLOSE = { mask: { closable: false } }

/*
 * A loading icon of our own turns off antd's collapse animation of the default one. That
 * animation can miss its transitionend after a short call (Chromium, ~40 ms): the hidden icon
 * then stays in the button for good and its name reads "loading 下一步" to a screen reader
 * (and to a test's locator) after the call has ended.
 */
const BUTTON_CONFIG = { loadingIcon: <LoadingOutlined /> }

/*
 * Contrast (WCAG AA, 4.5:1 for text): antd's tertiary text (45 % alpha) is 3.4:1 on white and
 * 4.4:1 on dark panels, and the dark algorithm's red is 2.7:1 as text on the dark page; so
 * descriptions get a stronger grey, and red text in the dark skin a lighter red (red-4).
 */
const SKIN_TOKENS = {
  light: { colorTextTertiary: 'rgba(0, 0, 0, 0.57)', colorTextDescription: 'rgba(0, 0, 0, 0.57)' },
  dark: {
    colorTextTertiary: 'rgba(255, 255, 255, 0.55)',
    colorTextDescription: 'rgba(255, 255, 255, 0.55)',
    colorPrimaryText: '#ff7875',
  },
}
const DARK_TEXT_RED = SKIN_TOKENS.dark.colorPrimaryText
const SKIN_COMPONENTS = {
  light: {},
  dark: {
    Tabs: {
      itemSelectedColor: DARK_TEXT_RED,
      itemHoverColor: DARK_TEXT_RED,
      itemActiveColor: DARK_TEXT_RED,
    },
  },
}

/**
 * antd's configuration: zh_CN, the theme colour, the skin's algorithm, no dialog closing on
 * a mask click (portal-spec §9). Mounted by the lazily loaded parts that use antd, so the
 * login page's first load carries none of it.
 */
export function AntdProviders({
  children,
  staticStyles = false,
}: {
  children: ReactNode
  /**
   * antd/dist/antd.css is loaded (the logged-in area imports it): antd's zero-runtime mode,
   * its components styled by that file instead of rules generated as each first renders.
   */
  staticStyles?: boolean
}) {
  const skin = useAppStore((s) => s.skin)
  const reducedMotion = useReducedMotion()
  const themeConfig = useMemo(
    () => ({
      zeroRuntime: staticStyles || IN_TESTS,
      token: { colorPrimary: THEME_COLOR, motion: !reducedMotion, ...SKIN_TOKENS[skin] },
      components: SKIN_COMPONENTS[skin],
      algorithm: skin === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    }),
    [skin, reducedMotion, staticStyles],
  )
  return (
    <ConfigProvider locale={zhCN} theme={themeConfig} modal={NO_MASK_CLOSE} button={BUTTON_CONFIG}>
      <MessageHost />
      {children}
    </ConfigProvider>
  )
}
