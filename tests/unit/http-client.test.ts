import { AxiosError, type InternalAxiosRequestConfig } from 'axios'
import Cookies from 'js-cookie'
import { delay, HttpResponse, http as mswHttp } from 'msw'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { http } from '@/lib/http/client'
import { ApiError } from '@/lib/http/api-error'
import { getData } from '@/lib/http/request'
import { bindNavigate } from '@/lib/navigation'
import { server } from '@demo-server/node'
import { useSessionStore } from '@/stores/session-store'
import { loginAs } from '../utils/login-as'
import { recordMessages } from '../utils/messages'

const URL_PATTERN = '*/ceres/api/t/thing'
const hang = async () => {
  await delay('infinite')
  return HttpResponse.json({})
}

let shown: ReturnType<typeof recordMessages>
const allShown = () => [...shown.error, ...shown.warning, ...shown.success, ...shown.info]
const originalLoggedOut = useSessionStore.getState().loggedOut

beforeEach(() => {
  shown = recordMessages()
})

afterEach(() => {
  bindNavigate(undefined)
  useSessionStore.setState({ loggedOut: originalLoggedOut })
})

/** Answers GET /t/thing with the given resolver and returns the requests it saw. */
function answer(resolver: () => Response | Promise<Response>) {
  const seen: Request[] = []
  server.use(
    mswHttp.get(URL_PATTERN, ({ request }) => {
      seen.push(request)
      return resolver()
    }),
  )
  return seen
}

/**
 * msw's XMLHttpRequest interceptor never fires `timeout` for a mocked request, so timeout cases
 * use axios's fetch adapter, whose timeout msw honours; the client's interceptors are the same.
 */
const viaFetch = { adapter: 'fetch', baseURL: window.location.origin } as const

/** The rejection of a call, failing the test when it resolves. */
async function rejectionOf(call: Promise<unknown>): Promise<ApiError> {
  const outcome = await call.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(outcome).toBeInstanceOf(ApiError)
  return outcome as ApiError
}

describe('requests', () => {
  test('the client has no base URL and the spec timeout of 1,200,000 ms', () => {
    expect(http.defaults.baseURL).toBe('')
    expect(http.defaults.timeout).toBe(1_200_000)
  })

  test('go to /ceres/api + path on the page origin', async () => {
    const seen = answer(() => HttpResponse.json({ status: 'success', data: 1 }))
    const response = await http.get('/t/thing')
    expect(response.data).toEqual({ status: 'success', data: 1 })
    const url = new URL(seen[0]!.url)
    expect(url.pathname).toBe('/ceres/api/t/thing')
    expect(url.origin).toBe(window.location.origin)
  })

  test('send a body as JSON', async () => {
    const seen: Request[] = []
    server.use(
      mswHttp.post(URL_PATTERN, ({ request }) => {
        seen.push(request)
        return HttpResponse.json({ status: 'success' })
      }),
    )
    await http.post('/t/thing', { a: '中' })
    expect(seen[0]!.headers.get('Content-Type')).toBe('application/json;charset=utf-8')
    expect(await seen[0]!.json()).toEqual({ a: '中' })
  })

  test('a path already under /ceres/api is not prefixed twice', async () => {
    const seen = answer(() => HttpResponse.json({ status: 'success' }))
    await http.get('/ceres/api/t/thing')
    expect(new URL(seen[0]!.url).pathname).toBe('/ceres/api/t/thing')
  })

  test('carry the token as Authorization when logged in, none once logged out', async () => {
    const { token } = loginAs('manager')
    const seen = answer(() => HttpResponse.json({ status: 'success' }))
    await http.get('/t/thing')
    expect(seen[0]!.headers.get('Authorization')).toBe(token)
    useSessionStore.getState().loggedOut()
    await http.get('/t/thing')
    expect(seen[1]!.headers.has('Authorization')).toBe(false)
  })

  test('carry no Authorization header when never logged in', async () => {
    const seen = answer(() => HttpResponse.json({ status: 'success' }))
    await http.get('/t/thing')
    expect(seen[0]!.headers.has('Authorization')).toBe(false)
  })
})

describe('error catalogue (portal-spec §8)', () => {
  test('timeout rejects with kind timeout and shows 请求超时，请重试', async () => {
    answer(hang)
    const error = await rejectionOf(http.get('/t/thing', { ...viaFetch, timeout: 50 }))
    expect(error.kind).toBe('timeout')
    expect(error.message).toBe('请求超时，请重试')
    expect(shown.error).toEqual(['请求超时，请重试'])
  }, 10_000)

  test('an XMLHttpRequest timeout (ECONNABORTED) is a timeout too', async () => {
    const adapter = (config: InternalAxiosRequestConfig) =>
      Promise.reject(new AxiosError('timeout of 50ms exceeded', 'ECONNABORTED', config))
    const error = await rejectionOf(http.get('/t/thing', { adapter }))
    expect(error.kind).toBe('timeout')
    expect(shown.error).toEqual(['请求超时，请重试'])
  })

  test('network error shows 网络错误，请联系网站管理员恢复', async () => {
    answer(() => HttpResponse.error())
    const error = await rejectionOf(http.get('/t/thing'))
    expect(error.kind).toBe('network')
    expect(shown.error).toEqual(['网络错误，请联系网站管理员恢复'])
  })

  test('401 sets expired-message, logs out and shows nothing', async () => {
    loginAs('manager')
    expect(useSessionStore.getState().token).toBeDefined()
    answer(() => HttpResponse.json({ msg: 'expired' }, { status: 401 }))
    const error = await rejectionOf(http.get('/t/thing'))
    expect(error.kind).toBe('unauthorized')
    expect(Cookies.get('expired-message')).toBeTruthy()
    expect(useSessionStore.getState().token).toBeUndefined()
    expect(Cookies.get('ceres_token')).toBeUndefined()
    expect(allShown()).toEqual([])
  })

  test('twenty concurrent 401s log out exactly once', async () => {
    loginAs('manager')
    let calls = 0
    useSessionStore.setState({
      loggedOut: () => {
        calls++
        originalLoggedOut()
      },
    })
    answer(() => HttpResponse.json({}, { status: 401 }))
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => http.get('/t/thing')))
    expect(results.every((r) => r.status === 'rejected')).toBe(true)
    expect(calls).toBe(1)
    expect(useSessionStore.getState().token).toBeUndefined()
    expect(allShown()).toEqual([])
  })

  test('a 401 for a session already replaced by a new login leaves the new one logged in', async () => {
    loginAs('manager')
    let arrived!: () => void
    let answerNow!: () => void
    const sent = new Promise<void>((resolve) => (arrived = resolve))
    const answered = new Promise<void>((resolve) => (answerNow = resolve))
    answer(async () => {
      arrived()
      await answered
      return HttpResponse.json({}, { status: 401 })
    })
    const stale = rejectionOf(http.get('/t/thing'))
    await sent
    useSessionStore.getState().loggedOut()
    loginAs('admin')
    const current = useSessionStore.getState().token
    answerNow()
    expect((await stale).kind).toBe('unauthorized')
    expect(useSessionStore.getState().token).toBe(current)
    expect(Cookies.get('expired-message')).toBeUndefined()
  })

  test('403 navigates to /401', async () => {
    const navigate = vi.fn()
    bindNavigate(navigate)
    answer(() => HttpResponse.json({ msg: 'no' }, { status: 403 }))
    const error = await rejectionOf(http.get('/t/thing'))
    expect(error.kind).toBe('forbidden')
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(navigate.mock.calls[0]![0]).toBe('/401')
  })

  test('404 warns 系统出现异常，请稍后再试 and rejects', async () => {
    answer(() => new HttpResponse(null, { status: 404 }))
    const error = await rejectionOf(http.get('/t/thing'))
    expect(error.kind).toBe('not-found')
    expect(shown.warning).toEqual(['系统出现异常，请稍后再试'])
    expect(shown.error).toEqual([])
  })

  test('504 resolves with the response and shows nothing', async () => {
    answer(() => HttpResponse.json({ gateway: true }, { status: 504 }))
    const response = await http.get('/t/thing')
    expect(response.status).toBe(504)
    expect(response.data).toEqual({ gateway: true })
    expect(allShown()).toEqual([])
  })

  test('an endpoint that needs the answer rejects a 504 as a timeout: no gateway page as data', async () => {
    answer(() => HttpResponse.json({ gateway: true }, { status: 504 }))
    const error = await rejectionOf(getData('/t/thing'))
    expect(error.kind).toBe('timeout')
    expect(error.status).toBe(504)
    expect(shown.error).toEqual(['请求超时，请重试'])
  })

  test('a silent endpoint rejects a 504 the same way and shows nothing', async () => {
    answer(() => HttpResponse.json({ gateway: true }, { status: 504 }))
    const error = await rejectionOf(getData('/t/thing', { silent: true }))
    expect(error.message).toBe('请求超时，请重试')
    expect(allShown()).toEqual([])
  })

  test.each([
    [{ msg: 'X' }, 'X'],
    [{ message: 'Y' }, 'Y'],
    [{ msg: '', message: 'Z' }, 'Z'],
  ])('500 with body %j shows %s', async (body, text) => {
    answer(() => HttpResponse.json(body, { status: 500 }))
    const error = await rejectionOf(http.get('/t/thing'))
    expect(error.kind).toBe('http')
    expect(error.status).toBe(500)
    expect(error.message).toBe(text)
    expect(shown.error).toEqual([text])
  })

  test('500 without a body shows a fallback naming the status', async () => {
    answer(() => new HttpResponse(null, { status: 500 }))
    const error = await rejectionOf(http.get('/t/thing'))
    expect(error.message).toContain('500')
    expect(shown.error).toHaveLength(1)
    expect(shown.error[0]).toContain('500')
  })

  test('200 with status fail shows the body msg and rejects as business', async () => {
    answer(() => HttpResponse.json({ status: 'fail', msg: '业务失败' }))
    const error = await rejectionOf(http.get('/t/thing'))
    expect(error.kind).toBe('business')
    expect(error.message).toBe('业务失败')
    expect(error.body).toEqual({ status: 'fail', msg: '业务失败' })
    expect(shown.error).toEqual(['业务失败'])
  })

  test('200 with status success resolves and shows nothing', async () => {
    answer(() => HttpResponse.json({ status: 'success', data: { a: 1 } }))
    const response = await http.get('/t/thing')
    expect(response.data).toEqual({ status: 'success', data: { a: 1 } })
    expect(allShown()).toEqual([])
  })
})

describe('silent: true rejects with the same error but shows nothing', () => {
  const cases: Array<[string, () => Response | Promise<Response>, string, string]> = [
    [
      'business',
      () => HttpResponse.json({ status: 'fail', msg: '业务失败' }),
      'business',
      '业务失败',
    ],
    ['500', () => HttpResponse.json({ msg: 'X' }, { status: 500 }), 'http', 'X'],
    ['404', () => new HttpResponse(null, { status: 404 }), 'not-found', '系统出现异常，请稍后再试'],
    ['network', () => HttpResponse.error(), 'network', '网络错误，请联系网站管理员恢复'],
    ['timeout', hang, 'timeout', '请求超时，请重试'],
  ]

  test.each(cases)(
    '%s',
    async (_name, resolver, kind, message) => {
      answer(resolver)
      const call = http.get('/t/thing', { ...viaFetch, silent: true, timeout: 50 })
      const error = await rejectionOf(call)
      expect(error.kind).toBe(kind)
      expect(error.message).toBe(message)
      expect(allShown()).toEqual([])
    },
    10_000,
  )
})
