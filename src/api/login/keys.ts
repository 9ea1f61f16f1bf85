import { PUBLIC_QUERY } from '@/lib/public-query'

/**
 * Query keys of the login page's endpoints, from one factory (see api/custodian/keys.ts).
 * Nobody's data: they start with PUBLIC_QUERY, so a new session keeps them.
 */
export const loginKeys = {
  all: [PUBLIC_QUERY, 'login'] as const,
  /** Each refresh (generation) is a new WeChat code of its own. */
  wxQr: (generation: number) => [...loginKeys.all, 'wx-qr', generation] as const,
  wxQrStatus: (code: string | undefined) => [...loginKeys.all, 'wx-qr-status', code] as const,
}
