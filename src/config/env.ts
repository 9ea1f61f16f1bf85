import { LIMITS } from '@contract/limits'
/** Build-time settings, read once and typed. */
export const env = {
  /** A demo build: it shows what the demo backend lets a visitor try (codes, demo accounts). */
  demo: import.meta.env.VITE_DEMO === 'true',
  pushUrl: (import.meta.env.VITE_PUSH_URL as string | undefined) ?? '/ceres/websocket/',
  appVersion: __APP_VERSION__,
  buildId: __BUILD_ID__,
  production: import.meta.env.PROD,
} as const

/**
 * The request timeout. Only a demo build may shorten it (its faults scenario, through
 * localStorage), so a simulated timeout shows in seconds rather than 20 minutes.
 */
export function requestTimeoutMs(): number {
  if (import.meta.env.VITE_USE_MOCK === 'true') {
    const demo = Number(globalThis.localStorage?.getItem('ceres-demo-timeout-ms'))
    if (demo > 0) return demo
  }
  return LIMITS.requestTimeoutMs
}
