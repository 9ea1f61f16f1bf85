import type { AxiosRequestConfig } from 'axios'
import type { Envelope } from '@contract/api'
import { http } from './client'

/** GET an endpoint that answers with the envelope; resolves to its `data`. */
export async function getData<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
  const response = await http.get<Envelope<T>>(url, config)
  return response.data.data
}

/** POST to an endpoint that answers with the envelope; resolves to its `data`. */
export async function postData<T>(
  url: string,
  body?: unknown,
  config?: AxiosRequestConfig,
): Promise<T> {
  const response = await http.post<Envelope<T>>(url, body, config)
  return response.data.data
}

/** Encodes one path segment; user input never changes the path's shape. */
export const seg = (value: string | number) => encodeURIComponent(String(value))
