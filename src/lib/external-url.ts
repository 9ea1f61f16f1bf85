/**
 * The address of an embedded page (a menu's externalUrl), if it may be framed: an absolute
 * http(s) URL, or a path of this site starting with a single '/'. Everything else is refused
 * as written, before any parsing could turn it into something else: other schemes
 * (javascript:, data:, vbscript:, …) however cased or entity- or percent-encoded,
 * protocol-relative ('//host') and backslash ('\\host', '/\host') forms, and any whitespace or
 * control character (browsers drop those inside a scheme: 'java\tscript:'). Credentials in
 * the address are refused too.
 */
const ABSOLUTE = /^https?:\/\/[^/\\]/i
const SITE_PATH = /^\/(?![/\\])/
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTER = /[\s\u0000-\u001f\u007f\\]/

export function safeExternalUrl(raw: string | undefined, base = window.location.origin) {
  if (!raw || UNSAFE_CHARACTER.test(raw)) return undefined
  if (!ABSOLUTE.test(raw) && !SITE_PATH.test(raw)) return undefined
  let url: URL
  try {
    url = new URL(raw, base)
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  if (url.username || url.password) return undefined
  if (SITE_PATH.test(raw) && url.origin !== new URL(base).origin) return undefined
  return url
}
