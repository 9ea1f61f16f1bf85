/** Build-time settings, read once and typed. */
export const env = {
  useMock: import.meta.env.VITE_USE_MOCK === 'true',
  pushUrl: (import.meta.env.VITE_PUSH_URL as string | undefined) ?? '/ceres/websocket/',
  appVersion: __APP_VERSION__,
  buildId: __BUILD_ID__,
  production: import.meta.env.PROD,
} as const
