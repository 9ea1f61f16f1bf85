/*
 * The one way the demo backend's tests call it: a raw request to /ceres/api (no client
 * interceptors), through the msw handlers that answer at http://localhost.
 */

export const API = 'http://localhost/ceres/api'

/** What every /ceres/api answer carries. */
export interface Envelope<T> {
  status: string
  data: T
  msg: string
}

export interface ApiOptions {
  /** Sent as Authorization (none when empty). */
  token?: string
  /** POST unless told. */
  method?: string
  /** The search parameters; undefined values are left out. */
  query?: Record<string, unknown>
  /** A JSON body (sets Content-Type). */
  json?: unknown
  /** Any other body: a FormData upload, bytes built by hand. */
  body?: BodyInit
  headers?: Record<string, string>
}

export interface ApiAnswer<T> {
  /** The HTTP status. */
  status: number
  /** The JSON envelope; null where the answer is not JSON (a file, an empty body). */
  body: Envelope<T> | null
  /** The response, its body unread: for the headers and the bytes of a file. */
  response: Response
}

/** A raw request to the demo backend's /ceres/api (no client interceptors). */
export async function callApi<T = unknown>(
  path: string,
  options: ApiOptions = {},
): Promise<ApiAnswer<T>> {
  const { token, method = 'POST', query = {}, json, headers } = options
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  ).toString()
  const response = await fetch(`${API}${path}${search ? `?${search}` : ''}`, {
    method,
    headers: {
      ...(token ? { Authorization: token } : {}),
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: json === undefined ? options.body : JSON.stringify(json),
  })
  const type = response.headers.get('Content-Type') ?? ''
  // A clone is read, so that the caller gets the response unread.
  let body: Envelope<T> | null = null
  if (type.includes('json'))
    body = await response
      .clone()
      .json()
      .catch(() => null)
  return { status: response.status, body, response }
}

/** callApi where the answer must be JSON: its envelope, or a throw naming the call. */
export async function callJson<T = unknown>(path: string, options: ApiOptions = {}) {
  const answer = await callApi<T>(path, options)
  const { body } = answer
  if (!body) {
    const type = answer.response.headers.get('Content-Type')
    throw new Error(`${options.method ?? 'POST'} ${path}: ${answer.status} ${type}, not JSON`)
  }
  return { ...answer, body }
}

/** A JSON answer as its envelope's fields beside the HTTP status. */
export const flat = <T>({ status, body }: { status: number; body: Envelope<T> }) => ({
  httpStatus: status,
  ...body,
})

/** A raw POST to /ceres/api/rest/… (no client interceptors): the answer and its HTTP status. */
export const postRest = <T>(
  path: string,
  token: string,
  query: Record<string, unknown> = {},
  json?: unknown,
) => callJson<T>(`/rest/${path}`, { token, query, json }).then(flat)
