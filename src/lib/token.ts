import Cookies from 'js-cookie'
import { LIMITS } from '@contract/limits'
import { COOKIE_KEYS } from '@/config/storage-keys'

const lifetimeDays = LIMITS.tokenLifetimeHours / 24

/** A token must be a single printable word; anything else in the cookie is discarded. */
const TOKEN_SHAPE = /^[\w.\-+/=~]{8,4096}$/

/** Where the cookie lives; removing it names the same attributes it was written with. */
const scope = (protocol = window.location.protocol): Cookies.CookieAttributes => ({
  path: '/',
  sameSite: 'Lax',
  secure: protocol === 'https:',
})

export function readToken(): string | undefined {
  const value = Cookies.get(COOKIE_KEYS.token)
  if (value === undefined) return undefined
  if (TOKEN_SHAPE.test(value)) return value
  Cookies.remove(COOKIE_KEYS.token, scope())
  return undefined
}

/**
 * How the token cookie is written: Lax, so other sites' requests do not carry it (forms posted
 * from elsewhere, embedded images); Secure whenever the portal is served over https. It is
 * read by script (the Authorization header), so it cannot be HttpOnly, and it is never copied
 * to localStorage or sessionStorage.
 */
export const tokenCookieOptions = (protocol = window.location.protocol) => ({
  expires: lifetimeDays,
  ...scope(protocol),
})

/** Writes the token with a fresh 10-hour lifetime (also used to refresh it on navigation). */
export function writeToken(token: string) {
  Cookies.set(COOKIE_KEYS.token, token, tokenCookieOptions())
}

export function removeToken() {
  Cookies.remove(COOKIE_KEYS.token, scope())
}
