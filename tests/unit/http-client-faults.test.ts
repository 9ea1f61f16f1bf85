import Cookies from 'js-cookie'
import { delay, HttpResponse, http as mswHttp } from 'msw'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { MSG } from '@/config/messages'
import { http } from '@/lib/http/client'
import { ApiError } from '@/lib/http/api-error'
import { getData, postData } from '@/lib/http/request'
import { server } from '@demo-server/node'
import { DEMO_TIMEOUT_KEY } from '@demo-server/scenarios/faults'
import { useSessionStore } from '@/stores/session-store'
import { loginAs } from '../utils/login-as'
import { recordMessages } from '../utils/messages'

/* What the fault-injection walk (tests/e2e/faults.e2e.ts) found in the client. */

const URL_PATTERN = '*/ceres/api/t/thing'
const BROKEN_JSON = '{"status":"success","data":{'

let shown: ReturnType<typeof recordMessages>
beforeEach(() => {
  shown = recordMessages()
})
afterEach(() => {
  vi.unstubAllEnvs()
})

const answerWith = (body: string, contentType = 'application/json') =>
  server.use(
    mswHttp.all(
      URL_PATTERN,
      () => new HttpResponse(body, { headers: { 'Content-Type': contentType } }),
    ),
  )

async function rejectionOf(call: Promise<unknown>): Promise<ApiError> {
  const outcome = await call.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(outcome).toBeInstanceOf(ApiError)
  return outcome as ApiError
}

describe('an answer whose JSON does not parse', () => {
  test('rejects with 服务返回的数据有误，请稍后再试 instead of resolving to undefined', async () => {
    answerWith(BROKEN_JSON)
    const error = await rejectionOf(getData('/t/thing'))
    expect(error.message).toBe(MSG.badResponse)
    expect(shown.error).toEqual([MSG.badResponse])
  })

  test('a change answered so is not taken for a success', async () => {
    answerWith(BROKEN_JSON)
    const success = vi.fn()
    await postData('/t/thing', undefined, { silent: true }).then(success, () => undefined)
    expect(success).not.toHaveBeenCalled()
    expect(shown.error).toEqual([]) // silent: the caller says it
  })

  test('valid answers are untouched: an envelope, a JSON string, a text body', async () => {
    answerWith('{"status":"success","data":{"a":1}}')
    await expect(getData('/t/thing')).resolves.toEqual({ a: 1 })
    answerWith('"ok"')
    await expect(http.get('/t/thing').then((r) => r.data)).resolves.toBe('ok')
    answerWith('{plain text', 'text/plain')
    await expect(http.get('/t/thing').then((r) => r.data)).resolves.toBe('{plain text')
    expect(shown.error).toEqual([])
  })
})

describe('the demo build’s shorter timeout', () => {
  test('is read for each request, so it applies once the faults scenario has set it', async () => {
    vi.stubEnv('VITE_USE_MOCK', 'true')
    localStorage.setItem(DEMO_TIMEOUT_KEY, '50')
    server.use(
      mswHttp.get(URL_PATTERN, async () => {
        await delay(2_000)
        return HttpResponse.json({ status: 'success', data: 1 })
      }),
    )
    const viaFetch = { adapter: 'fetch', baseURL: window.location.origin } as const
    const error = await rejectionOf(http.get('/t/thing', viaFetch))
    expect(error.kind).toBe('timeout')
    expect(shown.error).toEqual([MSG.timeout])
  }, 10_000)

  test('a production build keeps the spec timeout whatever storage says', async () => {
    vi.stubEnv('VITE_USE_MOCK', 'false')
    localStorage.setItem(DEMO_TIMEOUT_KEY, '50')
    let timeout: number | undefined
    await http.get('/t/thing', {
      adapter: (config) => {
        timeout = config.timeout
        return Promise.resolve({ data: {}, status: 200, statusText: 'OK', headers: {}, config })
      },
    })
    expect(timeout).toBe(1_200_000)
  })
})

describe('a 401 while an expired-message cookie is already there', () => {
  test('still logs the refused session out (the guard would otherwise wait for ever)', async () => {
    loginAs('manager')
    Cookies.set('expired-message', 'junk', { path: '/' })
    server.use(mswHttp.get(URL_PATTERN, () => HttpResponse.json({ msg: 'x' }, { status: 401 })))
    const error = await rejectionOf(http.get('/t/thing'))
    expect(error.kind).toBe('unauthorized')
    expect(useSessionStore.getState().token).toBeUndefined()
    expect(Cookies.get('expired-message')).toBe('junk') // the login page shows and removes it
  })
})
