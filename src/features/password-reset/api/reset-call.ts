import type { AxiosRequestConfig } from 'axios'
import { MSG } from '@/config/messages'
import { ApiError } from '@/lib/http/api-error'
import { http } from '@/lib/http/client'
import { SUCCESS, type Envelope } from '@contract/api/envelope'

/**
 * One call of the reset flows, silent (the page shows each failure in place). Resolves only
 * for a real success: the client hands a 504 back as a response, and for "set the password"
 * calls whose data is null that must not read as done.
 */
export async function resetCall<T>(
  method: 'get' | 'post',
  url: string,
  params: Record<string, string>,
): Promise<T> {
  const config: AxiosRequestConfig = { method, url, params, silent: true }
  const response = await http.request<Envelope<T> | undefined>(config)
  const body = response.data
  if (typeof body !== 'object' || body?.status !== SUCCESS) {
    throw new ApiError('http', MSG.httpFallback(response.status), response.status, body)
  }
  return body.data
}
