/**
 * The response headers production serves the portal with: the one source for `vite preview`
 * (vite.config.ts, so every e2e run is under them) and for docs/deployment.md's nginx block (a unit
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
 * - connect-src 'self' (+ PUSH_ORIGINS): the API is same-origin, and so is the push channel's
 *   WebSocket at VITE_PUSH_URL (/ceres/websocket/ by default): CSP Level 3 matches 'self' to
 *   ws:/wss: on the page's own host, which Chromium, Firefox and Safari 15.4+ do. No WebSocket
 *   to any other host.
 * - frame-src 'self' (+ EMBEDDED_PAGE_ORIGINS, https only): menus with an external source embed
 *   a page in a sandboxed iframe. The demo's are the portal's own (/public/external/); any
 *   other site must be listed, over https. No javascript:, data:, blob: or http: frames.
 * - worker-src 'self': the msw service worker of demo builds; production registers none.
 * - object-src 'none', base-uri 'self', form-action 'self': no plugins, no <base> hijack, no
 *   form posting elsewhere.
 * - frame-ancestors 'self': the portal itself cannot be framed by another site (clickjacking).
 */
/**
 * Where the push channel lives when VITE_PUSH_URL is absolute (say 'wss://push.example.com');
 * empty when it is relative, as by default ('self' covers it).
 */
export const PUSH_ORIGINS: readonly string[] = []

/**
 * The other sites whose pages external menus embed (a menu's externalUrl), as https origins
 * ('https://report.example.com'). A deployment that embeds one lists it here and pastes the
 * policy into its nginx block again (the unit test compares the two).
 */
export const EMBEDDED_PAGE_ORIGINS: readonly string[] = []

const sources = (...list: readonly string[]) => list.join(' ')

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  `connect-src ${sources("'self'", ...PUSH_ORIGINS)}`,
  `frame-src ${sources("'self'", ...EMBEDDED_PAGE_ORIGINS)}`,
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ')

/**
 * The browser features the portal uses: writing to the clipboard (复制 of a service code or an
 * application number), by its own pages only. Every other powerful feature is off, for the
 * portal and for the pages it embeds.
 */
// Only names Chromium knows: an unknown one is logged as an error with the header.
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
]
export const PERMISSIONS_POLICY = [
  'clipboard-write=(self)',
  ...DENIED_FEATURES.map((feature) => `${feature}=()`),
].join(', ')

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  // Other sites learn the portal's origin at most, never a page path or its query.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // A response is only ever used as the type it is served as (no script from a text file).
  'X-Content-Type-Options': 'nosniff',
  // Browsers that have seen the portal over https never try http for it again (a year).
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'Permissions-Policy': PERMISSIONS_POLICY,
  // The portal's window shares no browsing context group with another site's: a page it opens
  // or that opens it cannot reach it through window.opener. Its own popup (产品合同 预览, a blob:
  // PDF in a tab it opened) is same-origin and needs nothing back from the portal.
  'Cross-Origin-Opener-Policy': 'same-origin',
}

/** The nginx lines that serve SECURITY_HEADERS, as docs/deployment.md shows them. */
export const nginxAddHeaderLines = (): string[] =>
  Object.entries(SECURITY_HEADERS).map(([name, value]) => `add_header ${name} "${value}" always;`)
