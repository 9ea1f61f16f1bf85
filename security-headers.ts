/**
 * The response headers production serves the portal with: the one source for `vite preview`
 * (vite.config.ts, so every e2e run is under them) and for the README's nginx block (a unit
 * test, tests/unit/security-headers.test.ts, checks that the two agree).
 *
 * Content-Security-Policy, directive by directive:
 * - script-src 'self': only the built bundles; no inline script, no eval. index.html has none,
 *   and Vite's build emits none.
 * - style-src 'self' 'unsafe-inline': antd 6 styles itself with CSS-in-JS, inserting <style>
 *   elements at runtime, and React and antd set style attributes. A nonce would need a fresh
 *   value per response, which a static nginx cannot give; inline styles cannot run script
 *   (script-src stays strict), and server HTML is stripped of <style> and style attributes by
 *   the sanitiser anyway, so styling is the only thing this allows.
 * - img-src 'self' data: blob:: the image code is a data: URL, antd's watermark a data: image.
 * - font-src 'self' data:: fonts of the bundle or inlined in CSS.
 * - connect-src 'self' ws: wss:: the API is same-origin; the push channel is a WebSocket at
 *   VITE_PUSH_URL, relative by default (ws: and wss: also cover browsers that do not match
 *   'self' to ws:, and a push host of its own). A deployment may narrow it to that host.
 * - frame-src 'self' http: https:: menus with an external source embed http(s) pages in a
 *   sandboxed iframe; nothing else can be framed (no javascript:, data: or blob: frames).
 * - worker-src 'self': the msw service worker of demo builds; production registers none.
 * - object-src 'none', base-uri 'self', form-action 'self': no plugins, no <base> hijack, no
 *   form posting elsewhere.
 * - frame-ancestors 'self': the portal itself cannot be framed by another site (clickjacking).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "frame-src 'self' http: https:",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ')

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  // Other sites learn the portal's origin at most, never a page path or its query.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // A response is only ever used as the type it is served as (no script from a text file).
  'X-Content-Type-Options': 'nosniff',
}

/** The nginx lines that serve SECURITY_HEADERS, as the README shows them. */
export const nginxAddHeaderLines = (): string[] =>
  Object.entries(SECURITY_HEADERS).map(([name, value]) => `add_header ${name} "${value}" always;`)
