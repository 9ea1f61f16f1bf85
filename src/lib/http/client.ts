import axios, { CanceledError, type AxiosError, type AxiosResponse } from 'axios'
import Cookies from 'js-cookie'
import { requestTimeoutMs } from '@/config/env'
import { API_PREFIX, LIMITS } from '@contract/limits'
import { MSG } from '@/config/messages'
import { COOKIE_KEYS } from '@/config/storage-keys'
import { navigateTo } from '@/lib/navigation'
import { notify } from '@/lib/notify'
import { useSessionStore } from '@/stores/session-store'
import { ApiError } from './api-error'
import { attachIdempotencyKey, settleIdempotencyKey } from './idempotency'

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller shows its own message: reject without showing the catalogue's. */
    silent?: boolean
  }
}

/** The one HTTP client: empty base URL, every path under /ceres/api (portal-spec §7). */
export const http = axios.create({
  baseURL: '',
  timeout: requestTimeoutMs(),
  headers: { 'Content-Type': 'application/json;charset=utf-8' },
})

http.interceptors.request.use((config) => {
  if (config.url && !config.url.startsWith(API_PREFIX)) config.url = API_PREFIX + config.url
  // A demo build's faults scenario shortens the timeout after this module has loaded.
  if (config.timeout === LIMITS.requestTimeoutMs) config.timeout = requestTimeoutMs()
  const session = useSessionStore.getState()
  if (session.token) {
    // The cookie decides: once another tab (or a hand) has ended or replaced the session, this
    // tab follows it and sends nothing more with the token it remembers.
    if (!session.cookieChecked()) throw new CanceledError('the session changed in another tab')
    config.headers.Authorization = session.token
  }
  attachIdempotencyKey(config)
  return config
})

const bodyMessage = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined
  const { msg, message } = body as { msg?: unknown; message?: unknown }
  if (typeof msg === 'string' && msg) return msg
  if (typeof message === 'string' && message) return message
  return undefined
}

function fail(error: ApiError, silent: boolean | undefined): Promise<never> {
  if (!silent) notify.error(error.message)
  return Promise.reject(error)
}

/** axios hands back an object or list that does not parse as its raw text: broken, not data. */
const isUnparsedJson = ({ data, headers, config }: AxiosResponse) =>
  typeof data === 'string' &&
  (!config.responseType || config.responseType === 'json') &&
  String(headers['content-type'] ?? '').includes('json') &&
  /^\s*[[{]/.test(data)

function onResponse(response: AxiosResponse) {
  if (isUnparsedJson(response)) {
    const error = new ApiError('http', MSG.badResponse, response.status, response.data)
    return fail(error, response.config.silent)
  }
  const body: unknown = response.data
  const status = (body as { status?: unknown } | null)?.status
  if (
    typeof body === 'object' &&
    body !== null &&
    typeof status === 'string' &&
    status !== 'success'
  ) {
    const message = bodyMessage(body) ?? MSG.businessFallback
    return fail(new ApiError('business', message, response.status, body), response.config.silent)
  }
  settleIdempotencyKey(response)
  return response
}

function onSessionExpired(sentToken: unknown) {
  // Only the session the request carried expires: the rest of a storm of 401s, some answered
  // after the login page has shown the message and removed the cookie, finds none and changes
  // nothing; one answered after a new login (sent with the old token) leaves the new session be.
  const { token } = useSessionStore.getState()
  if (!token || sentToken !== token) return
  // A cookie another tab has replaced (a new login) is followed, never removed.
  if (!useSessionStore.getState().cookieChecked()) return
  // Short-lived: the login page shows it once and removes it. A cookie already there (left
  // over, or junk) still logs out: otherwise the refused session would wait for ever.
  if (!Cookies.get(COOKIE_KEYS.expiredMessage)) {
    Cookies.set(COOKIE_KEYS.expiredMessage, '1', { path: '/', expires: 5 / (24 * 60) })
  }
  // Logging out makes the guard send the user to /login, keeping where they were.
  useSessionStore.getState().loggedOut()
}

function onError(error: AxiosError) {
  const silent = error.config?.silent
  if (axios.isCancel(error)) return Promise.reject(error)
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
    return fail(new ApiError('timeout', MSG.timeout), silent)
  }
  const { response } = error
  if (!response) return fail(new ApiError('network', MSG.network), silent)
  const { status, data } = response
  switch (status) {
    case 401:
      onSessionExpired(error.config?.headers?.Authorization)
      return Promise.reject(new ApiError('unauthorized', MSG.sessionExpired, status, data))
    case 403:
      navigateTo('/401', { replace: true })
      return Promise.reject(new ApiError('forbidden', bodyMessage(data) ?? '', status, data))
    case 404:
      if (!silent) notify.warning(MSG.notFound)
      return Promise.reject(new ApiError('not-found', MSG.notFound, status, data))
    case 504:
      // portal-spec §8: a gateway timeout is handed back to the caller as a response.
      return Promise.resolve(response)
    default:
      return fail(
        new ApiError('http', bodyMessage(data) ?? MSG.httpFallback(status), status, data),
        silent,
      )
  }
}

http.interceptors.response.use(onResponse, onError)
