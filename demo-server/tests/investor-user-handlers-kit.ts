/** A raw call to /rest/investorUser/… (no client interceptors). */
export async function call<T>(
  path: string,
  token: string,
  query: Record<string, unknown> = {},
  json?: unknown,
) {
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]),
  ).toString()
  const response = await fetch(
    `http://localhost/ceres/api/rest/investorUser/${path}${search ? `?${search}` : ''}`,
    {
      method: 'POST',
      headers: { Authorization: token, 'Content-Type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    },
  )
  const body = (await response.json()) as { status: string; data: T; msg: string }
  return { httpStatus: response.status, ...body }
}

export { counts, as } from './login-as'
