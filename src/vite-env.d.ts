/// <reference types="vite/client" />

declare const __APP_VERSION__: string
declare const __BUILD_ID__: string

interface ImportMetaEnv {
  readonly VITE_USE_MOCK?: string
  readonly VITE_PUSH_URL?: string
  readonly VITE_API_TARGET?: string
}
