import { getResponse, http, HttpResponse, type RequestHandler } from 'msw'
import { describe, expect, test } from 'vitest'
import { api } from '../handlers/http'
import { indexHandlers } from '../handlers/indexed'

/* The demo backend's handlers behind one indexed dispatcher answer exactly as msw's list did. */

const answer = (name: string) => () => HttpResponse.json({ name })

const list = [
  http.get(api('/user/getUserInfo/'), answer('user info')),
  http.get(api('/user/getOrganizations/:userId'), ({ params }) =>
    HttpResponse.json({ name: `orgs of ${String(params.userId)}` }),
  ),
  // Falls through (no response) to the next handler of the same path, as msw allows.
  http.post(api('/rest/custodian/queryFunds'), () => undefined),
  http.post(api('/rest/custodian/queryFunds'), answer('funds')),
  http.get(api('/rest/custodian/queryFunds'), answer('funds by GET')),
  // Paths that fit no bucket are still tried, in their place in the list.
  http.all(api('/:anything/echo'), answer('echo')),
  http.get(/\/ceres\/api\/legacy\/.+/, answer('legacy')),
]

const [dispatcher, ...rest] = indexHandlers(list)

async function ask(path: string, method = 'GET') {
  const response = await getResponse(
    [dispatcher as RequestHandler],
    new Request(`http://localhost${path}`, { method }),
  )
  return response ? ((await response.json()) as { name: string }).name : undefined
}

describe('indexHandlers', () => {
  test('is one dispatcher for every HTTP handler', () => {
    expect(rest).toEqual([])
  })

  test('routes by path and method, with path parameters', async () => {
    expect(await ask('/ceres/api/user/getUserInfo/')).toBe('user info')
    expect(await ask('/ceres/api/user/getOrganizations/U1001')).toBe('orgs of U1001')
    expect(await ask('/ceres/api/rest/custodian/queryFunds', 'POST')).toBe('funds')
    expect(await ask('/ceres/api/rest/custodian/queryFunds')).toBe('funds by GET')
  })

  test('tries handlers outside any bucket in their order', async () => {
    expect(await ask('/ceres/api/anywhere/echo', 'DELETE')).toBe('echo')
    expect(await ask('/ceres/api/legacy/thing')).toBe('legacy')
  })

  test('leaves an unknown path or method unhandled', async () => {
    expect(await ask('/ceres/api/user/nothingHere')).toBeUndefined()
    expect(await ask('/ceres/api/user/getUserInfo/', 'DELETE')).toBeUndefined()
    expect(await ask('/public/index.html')).toBeUndefined()
  })
})
