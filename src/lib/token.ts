import Cookies from 'js-cookie'
import { LIMITS } from '@/config/limits'
import { COOKIE_KEYS } from '@/config/storage-keys'

const lifetimeDays = LIMITS.tokenLifetimeHours / 24

/** A token must be a single printable word; anything else in the cookie is discarded. */
const TOKEN_SHAPE = /^[\w.\-+/=~]{8,4096}$/

export function readToken(): string | undefined {
  const value = Cookies.get(COOKIE_KEYS.token)
  if (value === undefined) return undefined
  if (TOKEN_SHAPE.test(value)) return value
  Cookies.remove(COOKIE_KEYS.token, { path: '/' })
  return undefined
}

/** Writes the token with a fresh 10-hour lifetime (also used to refresh it on navigation). */
export function writeToken(token: string) {
  Cookies.set(COOKIE_KEYS.token, token, { expires: lifetimeDays, path: '/', sameSite: 'Lax' })
}

export function removeToken() {
  Cookies.remove(COOKIE_KEYS.token, { path: '/' })
}
