import { lazy, Suspense } from 'react'
import { PageLoading } from '@/components/page-loading'
import { LoginForm } from '../components/login-form'
import { LoginFrame } from '../components/login-frame'
import { useExpiredNotice } from '../hooks/use-expired-notice'
import { useLoginFlow } from '../hooks/use-login-flow'
import { useSsoLogin } from '../hooks/use-sso-login'

// Only staff of several organisations need it: keep it out of the login page's first load.
const OrgPicker = lazy(() => import('../components/org-picker'))

/** /login: password + image code + SMS code, organisation choice, or ucCode single sign-on. */
export default function LoginPage() {
  useExpiredNotice()
  const { checking } = useSsoLogin()
  const flow = useLoginFlow()
  return (
    <LoginFrame>
      <section className="login-card" aria-labelledby="login-title">
        <h1 id="login-title">欢迎登录管理人服务平台</h1>
        {checking ? (
          <PageLoading tip="正在进行单点登录校验…" />
        ) : (
          <LoginForm busy={flow.busy} error={flow.error} onSubmit={(v) => void flow.submit(v)} />
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
