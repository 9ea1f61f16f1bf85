import { lazy, Suspense, useEffect, useState } from 'react'
import { PageLoading } from '@/components/page-loading'
import { preloadable } from '@/components/preloadable'
import { withdrawSmsCode } from '@/lib/announce-sms-sent'
import { LoginForm } from '../components/login-form'
import { LoginFrame } from '../components/login-frame'
import { LoginTabs, panelId, tabId, type LoginTab } from '../components/login-tabs'
import { useExpiredNotice } from '../hooks/use-expired-notice'
import { useLoginFlow } from '../hooks/use-login-flow'
import { useSsoLogin } from '../hooks/use-sso-login'

// Only staff of several organisations need it: kept out of the login page's first load, and
// loaded as 登录 is pressed, so it shows with the answer.
const OrgPicker = preloadable(() => import('../components/org-picker'))
// The QR tab (and its QR encoder) loads when it is opened.
const WxQrLogin = lazy(() => import('../components/wx-qr-login'))

/**
 * /login: password + image code + SMS code, or a WeChat QR scan; organisation choice; or
 * ucCode single sign-on.
 */
export default function LoginPage() {
  useExpiredNotice()
  // The demo's SMS code is for this page: it goes with it, never over the portal.
  useEffect(() => withdrawSmsCode, [])
  const { checking } = useSsoLogin()
  const flow = useLoginFlow()
  const [tab, setTab] = useState<LoginTab>('password')
  const panel = (id: LoginTab) => ({
    role: 'tabpanel',
    id: panelId(id),
    'aria-labelledby': tabId(id),
    hidden: tab !== id,
  })
  return (
    <LoginFrame>
      <section className="login-card" aria-labelledby="login-title">
        <h1 id="login-title">欢迎登录管理人服务平台</h1>
        {checking ? (
          <PageLoading tip="正在进行单点登录校验…" />
        ) : (
          <>
            <LoginTabs tab={tab} onChange={setTab} />
            <div {...panel('password')}>
              <LoginForm
                busy={flow.busy}
                error={flow.error}
                onSubmit={(v) => {
                  void OrgPicker.preload()
                  void flow.submit(v)
                }}
              />
            </div>
            <div {...panel('wx')}>
              {tab === 'wx' && (
                <Suspense fallback={<PageLoading tip="正在加载二维码…" />}>
                  <WxQrLogin
                    busy={flow.busy}
                    error={flow.wxError}
                    onConfirmed={(code) => {
                      void OrgPicker.preload()
                      void flow.wxLogin(code)
                    }}
                  />
                </Suspense>
              )}
            </div>
          </>
        )}
      </section>
      {flow.pending && (
        <Suspense>
          <OrgPicker
            orgs={flow.pending.orgs}
            busy={flow.busy}
            onChoose={(org) => void flow.chooseOrg(org)}
            onCancel={flow.cancelOrg}
          />
        </Suspense>
      )}
    </LoginFrame>
  )
}
