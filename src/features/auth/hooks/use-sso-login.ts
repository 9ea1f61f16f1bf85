import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { notify } from '@/lib/notify'
import { getUserInfo } from '@/api/user/get-user-info'
import { useSessionStore } from '@/stores/session-store'
import { checkIstCode } from '@/api/public/check-ist-code'

/**
 * Single sign-on with /login?ucCode=…: a code the backend accepts (status not '0') logs the
 * user in (the /login route then goes to the home page); any failure leaves the login form.
 */
export function useSsoLogin() {
  const [params, setParams] = useSearchParams()
  const loggedIn = useSessionStore((s) => s.loggedIn)
  const ucCode = params.get('ucCode')
  const [checking, setChecking] = useState(Boolean(ucCode))
  const started = useRef(false)

  useEffect(() => {
    if (!ucCode || started.current) return
    started.current = true
    const refuse = () => {
      notify.warning('单点登录校验未通过，请使用账号密码登录')
      setParams(
        (p) => {
          p.delete('ucCode')
          return p
        },
        { replace: true },
      )
      setChecking(false)
    }
    checkIstCode(ucCode)
      .then(async (result) => {
        if (!result || result.status === '0' || !result.jwt) return refuse()
        const user = await getUserInfo({ token: result.jwt })
        loggedIn(result.jwt, user)
      })
      .catch(refuse)
  }, [ucCode, loggedIn, setParams])

  return { checking }
}
