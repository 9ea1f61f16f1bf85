import type { AxiosRequestConfig, AxiosResponse } from 'axios'
import { MSG } from '@/config/messages'
import { notify } from '@/lib/notify'
import type { Envelope } from '@contract/api'
import { ApiError } from './api-error'
import { http } from './client'

/**
 * One call through the client, answered. The client hands a 504 back as a response (portal-spec
 * §8), but a gateway timeout carries no answer: here it rejects as the timeout it is (请求超时，
 * 请重试, shown unless the call is silent), so a caller typed to get `T` never gets the
 * gateway's page instead. Every endpoint calls the client through this or getData / postData.
 */
export async function call<T>(config: AxiosRequestConfig): Promise<AxiosResponse<T>> {
  const response = await http.request<T>(config)
  if (response.status !== 504) return response
  if (!config.silent) notify.error(MSG.timeout)
  throw new ApiError('timeout', MSG.timeout, response.status, response.data)
}

/** GET an endpoint that answers with the envelope; resolves to its `data`. */
export async function getData<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
  const response = await call<Envelope<T>>({ ...config, method: 'get', url })
  return response.data.data
}

/** POST to an endpoint that answers with the envelope; resolves to its `data`. */
export async function postData<T>(
  url: string,
  body?: unknown,
  config?: AxiosRequestConfig,
): Promise<T> {
  const response = await call<Envelope<T>>({ ...config, method: 'post', url, data: body })
  return response.data.data
}

/** Encodes one path segment; user input never changes the path's shape. */
export const seg = (value: string | number) => encodeURIComponent(String(value))
