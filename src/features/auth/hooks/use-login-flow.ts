import Cookies from 'js-cookie'
import { useState } from 'react'
import { COOKIE_KEYS } from '@/config/storage-keys'
import { errorMessage } from '@/lib/http/api-error'
import { useSessionStore } from '@/stores/session-store'
import type { Organization, User } from '@/types/api'
import { doLogin } from '../api/do-login'
import { getOrganizations } from '../api/get-organizations'
import { loginChangeUser } from '../api/login-change-user'

export interface Credentials {
  userName: string
  password: string
  smsCode: string
}

/** A login that has passed the password and SMS checks but waits for an organisation. */
interface Pending {
  jwt: string
  user: User
  orgs: Organization[]
}

/**
 * doLogin, then for staff of several organisations getOrganizations and loginChangeUser with
 * the chosen one; the session is stored only when the login is complete.
 */
export function useLoginFlow() {
  const loggedIn = useSessionStore((s) => s.loggedIn)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState<Pending>()

  const finish = (jwt: string, user: User) => {
    Cookies.remove(COOKIE_KEYS.expiredMessage, { path: '/' })
    // With a session, the /login route itself moves on to where the user was going.
    loggedIn(jwt, user)
  }

  const submit = async ({ userName, password, smsCode }: Credentials) => {
    setBusy(true)
    setError(undefined)
    try {
      const answer = await doLogin(userName.trim(), password, smsCode.trim())
      const orgs = await getOrganizations(answer.data.userId, answer.jwt)
      if (orgs.length > 1) setPending({ jwt: answer.jwt, user: answer.data, orgs })
      else finish(answer.jwt, answer.data)
    } catch (e) {
      setError(errorMessage(e, '登录失败，请稍后再试'))
    } finally {
      setBusy(false)
    }
  }

  const chooseOrg = async (org: Organization) => {
    if (!pending) return
    setBusy(true)
    try {
      const answer = await loginChangeUser(org.ORG_ID, pending.jwt)
      setPending(undefined)
      finish(answer.jwt, answer.data)
    } catch (e) {
      setPending(undefined)
      setError(errorMessage(e, '机构选择失败，请重新登录'))
    } finally {
      setBusy(false)
    }
  }

  return { submit, busy, error, pending, chooseOrg, cancelOrg: () => setPending(undefined) }
}
