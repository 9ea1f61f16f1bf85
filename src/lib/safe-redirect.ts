import { matchRoutes } from 'react-router-dom'

const ORIGIN = 'http://internal.invalid'

/** The reload-in-place route (protected-routes.tsx): /redirect/some/path?x opens /some/path?x. */
const REDIRECT_ROUTE = [{ path: '/redirect/*' }]

/**
 * Where /redirect/<rest> sends on to, decoded the way React Router decodes it: each segment is
 * percent-decoded and the splat's %2F becomes '/', so /redirect/%2F%2Fevil opens //evil.
 */
export function redirectRouteTarget(pathname: string, search = ''): string | undefined {
  const match = matchRoutes(REDIRECT_ROUTE, pathname)?.[0]
  return match ? `/${match.params['*'] ?? ''}${search}` : undefined
}

/**
 * The value as a path of this app (dot segments resolved), or undefined when it is not one: an
 * absolute or protocol-relative URL, a backslash trick, a control character, or a /redirect/
 * path whose decoded target is any of these.
 */
export function internalPath(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined
  const value = raw.trim()
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return undefined
  let url: URL
  try {
    url = new URL(value, ORIGIN)
  } catch {
    return undefined
  }
  // Dot segments can collapse '/.//evil.com' into '//evil.com': check the resolved path too.
  if (url.origin !== ORIGIN || url.pathname.startsWith('//')) return undefined
  // Each /redirect/ level strips its prefix, so this ends.
  const onward = redirectRouteTarget(url.pathname, url.search)
  if (onward !== undefined && internalPath(onward) === undefined) return undefined
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * Where to go after login, given the `redirect` query value. Only an internal path of this
 * app is accepted (see internalPath), and never /login itself; undefined means the caller
 * falls back to the home page.
 */
export function safeRedirect(raw: string | null | undefined): string | undefined {
  const path = internalPath(raw)
  if (!path) return undefined
  const { pathname } = new URL(path, ORIGIN)
  if (pathname === '/login' || pathname.startsWith('/login/')) return undefined
  return path
}
