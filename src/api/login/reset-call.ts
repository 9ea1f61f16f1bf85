import type { AxiosRequestConfig } from 'axios'
import { MSG } from '@/config/messages'
import { ApiError } from '@/lib/http/api-error'
import { call } from '@/lib/http/request'
import { SUCCESS, type Envelope } from '@contract/api/envelope'

/**
 * One call of the reset flows, silent (the page shows each failure in place). Resolves only
 * for a real success: an answer without the success status (a "set the password" call whose
 * data is null, say) must not read as done.
 */
export async function resetCall<T>(
  method: 'get' | 'post',
  url: string,
  params: Record<string, string>,
): Promise<T> {
  const config: AxiosRequestConfig = { method, url, params, silent: true }
  const response = await call<Envelope<T> | undefined>(config)
  const body = response.data
  if (typeof body !== 'object' || body?.status !== SUCCESS) {
    throw new ApiError('http', MSG.httpFallback(response.status), response.status, body)
  }
  return body.data
}
