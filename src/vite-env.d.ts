/// <reference types="vite/client" />

declare const __APP_VERSION__: string
declare const __BUILD_ID__: string

interface ImportMetaEnv {
  /** 'true': the demo backend runs in the browser (a service worker): build:demo-static. */
  readonly VITE_USE_MOCK?: string
  /** 'true': a demo build, whatever serves its backend: it shows the demo's SMS code and hints. */
  readonly VITE_DEMO?: string
  readonly VITE_PUSH_URL?: string
  readonly VITE_API_TARGET?: string
}
