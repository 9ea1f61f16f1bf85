import type { KeyboardEvent } from 'react'

export type LoginTab = 'password' | 'wx'

const TABS: ReadonlyArray<readonly [LoginTab, string]> = [
  ['password', '账号登录'],
  ['wx', '微信扫码'],
]

export const tabId = (tab: LoginTab) => `login-tab-${tab}`
export const panelId = (tab: LoginTab) => `login-panel-${tab}`

/** 账号登录 | 微信扫码: a tab list (arrow keys move between the tabs). */
export function LoginTabs({ tab, onChange }: { tab: LoginTab; onChange: (tab: LoginTab) => void }) {
  const move = (event: KeyboardEvent) => {
    const index = TABS.findIndex(([id]) => id === tab)
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: TABS.length - 1 - index }[
      event.key
    ]
    if (step === undefined) return
    event.preventDefault()
    const [next] = TABS[(index + step + TABS.length) % TABS.length] ?? TABS[0]!
    onChange(next)
    document.getElementById(tabId(next))?.focus()
  }
  return (
    <div className="login-tabs" role="tablist" aria-label="登录方式" onKeyDown={move}>
      {TABS.map(([id, label]) => (
        <button
          key={id}
          type="button"
          role="tab"
          id={tabId(id)}
          className="login-tabs__tab"
          aria-selected={tab === id}
          aria-controls={panelId(id)}
          tabIndex={tab === id ? 0 : -1}
          onClick={() => onChange(id)}
        >
          {label}
        </button>
      ))}
    </div>
  )
}
