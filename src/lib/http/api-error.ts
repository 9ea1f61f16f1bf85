/** Why a call failed; thrown by the client after the catalogue's message has been shown. */
export type ApiErrorKind =
  'timeout' | 'network' | 'unauthorized' | 'forbidden' | 'not-found' | 'http' | 'business'

export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number | undefined
  readonly body: unknown

  constructor(kind: ApiErrorKind, message: string, status?: number, body?: unknown) {
    super(message)
    this.name = 'ApiError'
    this.kind = kind
    this.status = status
    this.body = body
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError

/** The message a caller can show for any rejection of the client. */
export function errorMessage(e: unknown, fallback: string): string {
  if (isApiError(e) && e.message) return e.message
  return fallback
}
