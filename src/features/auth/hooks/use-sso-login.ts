import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import { ucCodeExchangeQuery } from '@/api/public/authorize'
import { notify } from '@/lib/notify'
import { useSessionStore } from '@/stores/session-store'

/**
 * Single sign-on with /login?ucCode=…: a code the backend accepts (status not '0') logs the
 * user in (the /login route then goes to the home page); any failure leaves the login form.
 */
export function useSsoLogin() {
  const [params, setParams] = useSearchParams()
  const loggedIn = useSessionStore((s) => s.loggedIn)
  const ucCode = params.get('ucCode') ?? ''
  const exchange = useQuery({ ...ucCodeExchangeQuery(ucCode), enabled: Boolean(ucCode) })
  const session = exchange.data
  const settled = useRef<string>(undefined)

  useEffect(() => {
    if (!ucCode || exchange.isPending || settled.current === ucCode) return
    settled.current = ucCode
    if (session) return loggedIn(session.jwt, session.user)
    notify.warning('单点登录校验未通过，请使用账号密码登录')
    setParams(
      (p) => {
        p.delete('ucCode')
        return p
      },
      { replace: true },
    )
  }, [ucCode, exchange.isPending, session, loggedIn, setParams])

  return { checking: Boolean(ucCode) && (exchange.isPending || Boolean(session)) }
}
