import { AxiosError, type InternalAxiosRequestConfig } from 'axios'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { submitDemand } from '@/api/demand/submit-demand'
import { ApiError } from '@/lib/http/api-error'
import { http } from '@/lib/http/client'
import { IDEMPOTENCY_HEADER } from '@contract/limits'
import { db } from '@demo-server/db/db'
import { REPLAYED_HEADER } from '@demo-server/handlers/idempotency'
import { server } from '@demo-server/node'
import { DEMO_TIMEOUT_KEY, faults, NEXT_FAULT_FLAG } from '@demo-server/scenarios/faults'
import type { DemandSubmit } from '@contract/api/demand'
import { loginAs } from '../utils/login-as'

/*
 * Issue 18: a submission that creates a record carries an idempotency key, so a timeout after
 * the server has saved does not become a second record when the user submits again.
 */

const { adapter, baseURL } = http.defaults
afterEach(() => {
  Reflect.deleteProperty(globalThis, NEXT_FAULT_FLAG)
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
  Object.assign(http.defaults, { adapter, baseURL })
})

const DEMAND: DemandSubmit = { category: '功能优化', content: '希望估值表支持按科目筛选' }

const recordsOf = (userId: string, content: string) =>
  db.state.demands.filter((d) => d.userId === userId && d.content === content)

function send(token: string, body: unknown, key?: string) {
  const headers: Record<string, string> = {
    Authorization: token,
    'Content-Type': 'application/json',
  }
  if (key) headers[IDEMPOTENCY_HEADER] = key
  return fetch(`${window.location.origin}/ceres/api/rest/demand/submit`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  })
}

const idOf = async (response: Response) =>
  ((await response.json()) as { data: { demandId: string } }).data.demandId

describe('the demo backend', () => {
  test('answers a repeated key as the first time, with the same record, and saves one', async () => {
    const { token, userId } = loginAs('manager')
    const first = await send(token, DEMAND, 'key-1')
    const again = await send(token, DEMAND, 'key-1')
    expect(await idOf(again)).toBe(await idOf(first))
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true')
    expect(recordsOf(userId, DEMAND.content)).toHaveLength(1)
  })

  test('a new key, or none, is a new record', async () => {
    const { token, userId } = loginAs('manager')
    await send(token, DEMAND, 'key-1')
    await send(token, DEMAND, 'key-2')
    await send(token, DEMAND)
    expect(recordsOf(userId, DEMAND.content)).toHaveLength(3)
  })

  test('two requests with one key at the same moment save one record', async () => {
    const { token, userId } = loginAs('manager')
    const answers = await Promise.all([send(token, DEMAND, 'k'), send(token, DEMAND, 'k')])
    const [a, b] = await Promise.all(answers.map(idOf))
    expect(a).toBe(b)
    expect(recordsOf(userId, DEMAND.content)).toHaveLength(1)
  })

  test('a key is the caller’s own: another user’s same key saves their own record', async () => {
    const manager = loginAs('manager')
    const admin = loginAs('admin')
    await send(manager.token, DEMAND, 'shared')
    const theirs = await send(admin.token, DEMAND, 'shared')
    expect(theirs.headers.get(REPLAYED_HEADER)).toBeNull()
    expect(recordsOf(manager.userId, DEMAND.content)).toHaveLength(1)
    expect(recordsOf(admin.userId, DEMAND.content)).toHaveLength(1)
  })

  test('a refusal is not kept: the key may try again once the content is right', async () => {
    const { token, userId } = loginAs('manager')
    const refused = await send(token, { ...DEMAND, category: '' }, 'key-1')
    expect(await refused.json()).toMatchObject({ status: 'fail', msg: '请选择需求类别' })
    const accepted = await send(token, DEMAND, 'key-1')
    expect(await accepted.json()).toMatchObject({ status: 'success' })
    expect(recordsOf(userId, DEMAND.content)).toHaveLength(1)
  })
})

/**
 * The faults scenario in front of the backend, and the demo build's short client timeout (which
 * jsdom's XMLHttpRequest under msw does not keep: the client's fetch adapter here).
 */
function saveThenTimeOut(path: string) {
  Object.assign(http.defaults, { adapter: 'fetch', baseURL: window.location.origin })
  vi.stubEnv('VITE_USE_MOCK', 'true')
  vi.spyOn(console, 'info').mockImplementation(() => undefined) // the fault's log line
  localStorage.setItem(DEMO_TIMEOUT_KEY, '300')
  server.use(...(faults.handlers?.('0') ?? []))
  Object.assign(globalThis, { [NEXT_FAULT_FLAG]: { kind: 'timeout-after-save', path } })
}

async function rejectionOf(call: Promise<unknown>) {
  const outcome = await call.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(outcome).toBeInstanceOf(ApiError)
  return outcome as ApiError
}

describe('submitting again after a timeout once the server had saved', () => {
  test('the same form: the same key, so one record, the one answered the second time', async () => {
    const { userId } = loginAs('manager')
    saveThenTimeOut('/rest/demand/submit')
    expect((await rejectionOf(submitDemand(DEMAND))).kind).toBe('timeout')
    expect(recordsOf(userId, DEMAND.content)).toHaveLength(1) // saved, answer lost
    const answered = await submitDemand(DEMAND)
    const records = recordsOf(userId, DEMAND.content)
    expect(records).toHaveLength(1)
    expect(answered.demandId).toBe(records[0]?.demandId)
  })

  test('after a success the same content again is a new submission (a new key)', async () => {
    const { userId } = loginAs('manager')
    await submitDemand(DEMAND)
    await submitDemand(DEMAND)
    expect(recordsOf(userId, DEMAND.content)).toHaveLength(2)
  })

  test('changed content after the timeout is a new submission', async () => {
    const { userId } = loginAs('manager')
    saveThenTimeOut('/rest/demand/submit')
    await rejectionOf(submitDemand(DEMAND))
    const changed = { ...DEMAND, content: `${DEMAND.content}，并导出` }
    await submitDemand(changed)
    expect(recordsOf(userId, DEMAND.content)).toHaveLength(1)
    expect(recordsOf(userId, changed.content)).toHaveLength(1)
  })
})

describe('the client’s key, per submission', () => {
  const keys: string[] = []
  /** Answers without a network, recording each key sent: times out until told otherwise. */
  let timesOut = true
  const adapter = (config: InternalAxiosRequestConfig) => {
    keys.push(String(config.headers.get(IDEMPOTENCY_HEADER)))
    if (timesOut) return Promise.reject(new AxiosError('timeout', 'ECONNABORTED', config))
    const data = { status: 'success', data: null, msg: '' }
    return Promise.resolve({ data, status: 200, statusText: '', headers: {}, config })
  }
  const post = (body: unknown) =>
    http.post('/t/create', body, { idempotent: true, silent: true, adapter }).catch(() => null)
  const fileForm = (name: string) => {
    const form = new FormData()
    form.append('file', new File(['%PDF-1.7'], name, { lastModified: 1 }))
    return form
  }

  test('is kept while the same content fails, and is new after a success or a change', async () => {
    keys.length = 0
    timesOut = true
    await post(DEMAND)
    await post({ ...DEMAND })
    await post({ ...DEMAND, content: '另一条' })
    timesOut = false
    await post(DEMAND)
    await post(DEMAND)
    const [first, again, changed, accepted, afterSuccess] = keys
    expect(first).toMatch(/^[0-9a-f]{32}$/)
    expect(again).toBe(first)
    expect(changed).not.toBe(first)
    expect(accepted).toBe(first)
    expect(afterSuccess).not.toBe(first)
  })

  test('an upload sent again is the same file, another file is another upload', async () => {
    keys.length = 0
    timesOut = true
    await post(fileForm('合同.pdf'))
    await post(fileForm('合同.pdf'))
    await post(fileForm('章程.pdf'))
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/)
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).not.toBe(keys[0])
  })

  test('a call not marked idempotent carries no key', async () => {
    keys.length = 0
    await http.post('/t/query', DEMAND, { adapter, silent: true }).catch(() => null)
    expect(keys).toEqual(['undefined'])
  })
})
