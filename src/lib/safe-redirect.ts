/**
 * Where to go after login, given the `redirect` query value. Only an internal path of this
 * app is accepted: an absolute or protocol-relative URL, a backslash trick or a path back to
 * /login gives undefined, so the caller falls back to the home page.
 */
export function safeRedirect(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined
  const value = raw.trim()
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return undefined
  let url: URL
  try {
    url = new URL(value, 'http://internal.invalid')
  } catch {
    return undefined
  }
  // Dot segments can collapse '/.//evil.com' into '//evil.com': check the resolved path too.
  if (url.origin !== 'http://internal.invalid' || url.pathname.startsWith('//')) return undefined
  if (url.pathname === '/login' || url.pathname.startsWith('/login/')) return undefined
  return `${url.pathname}${url.search}${url.hash}`
}
