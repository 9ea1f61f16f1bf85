import { isApiError } from '@/lib/http/api-error'

/** The first of the body's fields (in the given order) that is a non-empty string. */
export function bodyText(body: unknown, keys: readonly string[]): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  for (const key of keys) {
    const value = (body as Record<string, unknown>)[key]
    if (typeof value === 'string' && value.trim()) return value
  }
  return undefined
}

/** The body of a business failure (the server answered, status not 'success'). */
export const businessBody = (e: unknown) =>
  isApiError(e) && e.kind === 'business' ? e.body : undefined

/** The client has dealt with these already: a 401 logs out, a 403 goes to /401. */
export const handledByClient = (e: unknown) =>
  isApiError(e) && (e.kind === 'unauthorized' || e.kind === 'forbidden')
