import Cookies from 'js-cookie'
import { useState } from 'react'
import { COOKIE_KEYS } from '@/config/storage-keys'
import { errorMessage } from '@/lib/http/api-error'
import { getOrganizations } from '@/api/user/get-organizations'
import { useSessionStore } from '@/stores/session-store'
import type { LoginResponse, Organization, User } from '@contract/api'
import { doLogin } from '@/api/login/do-login'
import { loginChangeUser } from '@/api/login/login-change-user'
import { wxQrCodeLogin } from '@/api/login/wx-qr'

export interface Credentials {
  userName: string
  password: string
  smsCode: string
}

/** How the user logs in: password and codes, or a WeChat scan. */
export type LoginVia = 'password' | 'wx'

/** A login that has passed its checks but waits for an organisation. */
interface Pending {
  jwt: string
  user: User
  orgs: Organization[]
  via: LoginVia
}

/**
 * doLogin (or wxQrCodeLogin after a scan), then for staff of several organisations
 * getOrganizations and loginChangeUser with the chosen one; the session is stored only when
 * the login is complete.
 */
export function useLoginFlow() {
  const loggedIn = useSessionStore((s) => s.loggedIn)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<{ via: LoginVia; message: string }>()
  const [pending, setPending] = useState<Pending>()

  const finish = (jwt: string, user: User) => {
    Cookies.remove(COOKIE_KEYS.expiredMessage, { path: '/' })
    // With a session, the /login route itself moves on to where the user was going.
    loggedIn(jwt, user)
  }

  const attempt = async (via: LoginVia, login: () => Promise<LoginResponse>, fallback: string) => {
    setBusy(true)
    setError(undefined)
    try {
      const answer = await login()
      const orgs = await getOrganizations(answer.data.userId, answer.jwt)
      if (orgs.length > 1) setPending({ jwt: answer.jwt, user: answer.data, orgs, via })
      else finish(answer.jwt, answer.data)
    } catch (e) {
      setError({ via, message: errorMessage(e, fallback) })
    } finally {
      setBusy(false)
    }
  }

  const submit = ({ userName, password, smsCode }: Credentials) =>
    attempt(
      'password',
      () => doLogin(userName.trim(), password, smsCode.trim()),
      '登录失败，请稍后再试',
    )

  const wxLogin = (code: string) =>
    attempt('wx', () => wxQrCodeLogin(code), '扫码登录失败，请刷新二维码后重试')

  const chooseOrg = async (org: Organization) => {
    if (!pending) return
    setBusy(true)
    try {
      const answer = await loginChangeUser(org.ORG_ID, pending.jwt)
      setPending(undefined)
      finish(answer.jwt, answer.data)
    } catch (e) {
      setPending(undefined)
      setError({ via: pending.via, message: errorMessage(e, '机构选择失败，请重新登录') })
    } finally {
      setBusy(false)
    }
  }

  return {
    submit,
    wxLogin,
    busy,
    /** Why the password login failed. */
    error: error?.via === 'password' ? error.message : undefined,
    /** Why the login after a WeChat scan failed. */
    wxError: error?.via === 'wx' ? error.message : undefined,
    pending,
    chooseOrg,
    cancelOrg: () => setPending(undefined),
  }
}
