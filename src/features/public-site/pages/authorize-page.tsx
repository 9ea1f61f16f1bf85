import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { PageLoading } from '@/components/page-loading'
import { ResultPanel } from '@/components/result-panel'
import { HOME_PATH, LOGIN_PATH } from '@/config/paths'
import { errorMessage } from '@/lib/http/api-error'
import { safeRedirect } from '@/lib/safe-redirect'
import { useSessionStore } from '@/stores/session-store'
import { ucCodeExchangeQuery } from '@/api/public/authorize'
import { PublicPage } from '../components/public-page'

const REASONS = {
  missing: '授权链接缺少授权码，请从授权系统重新进入，或使用账号密码登录。',
  refused: '授权码无效或已过期，请从授权系统重新进入，或使用账号密码登录。',
}

/**
 * /authorize?ucCode=…: entry from an authorised system. The code is checked here (not by
 * sending it on to /login?ucCode) so a refusal can say why and offer the password login.
 */
export default function AuthorizePage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const loggedIn = useSessionStore((s) => s.loggedIn)
  const ucCode = params.get('ucCode')?.trim() ?? ''
  const redirect = params.get('redirect')
  const exchange = useQuery({ ...ucCodeExchangeQuery(ucCode), enabled: Boolean(ucCode) })
  const session = exchange.data
  const entered = useRef(false)

  useEffect(() => {
    if (!session || entered.current) return
    entered.current = true
    loggedIn(session.jwt, session.user)
    void navigate(safeRedirect(redirect) ?? HOME_PATH, { replace: true })
  }, [session, redirect, loggedIn, navigate])

  const failure = !ucCode
    ? REASONS.missing
    : exchange.isError
      ? errorMessage(exchange.error, '授权登录失败，请稍后重试')
      : session === null
        ? REASONS.refused
        : undefined

  return (
    <PublicPage title="授权登录">
      <section className="public-panel authorize-card" aria-live="polite">
        {failure ? (
          <ResultPanel
            status="error"
            title="授权登录未成功"
            subTitle={failure}
            extra={
              <Link to={LOGIN_PATH} className="public-button">
                使用账号密码登录
              </Link>
            }
          />
        ) : (
          <PageLoading tip="正在进行授权登录…" />
        )}
      </section>
    </PublicPage>
  )
}
