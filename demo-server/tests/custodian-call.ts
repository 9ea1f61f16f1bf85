/** A raw call to the demo backend's 托管查询 endpoints (no client interceptors). */
export async function call<T>(
  path: string,
  token?: string,
  init: { method?: string; json?: unknown; query?: Record<string, unknown> } = {},
) {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(init.query ?? {})) {
    if (value !== undefined) query.set(key, String(value))
  }
  const search = query.toString()
  const response = await fetch(
    `http://localhost/ceres/api/rest/custodian/${path}${search ? `?${search}` : ''}`,
    {
      method: init.method ?? 'POST',
      headers: { ...(token ? { Authorization: token } : {}), 'Content-Type': 'application/json' },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    },
  )
  const type = response.headers.get('Content-Type') ?? ''
  const body = type.includes('json')
    ? ((await response.json()) as { status: string; data: T; msg: string })
    : undefined
  return { status: response.status, body, response }
}
