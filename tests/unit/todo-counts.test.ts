import { QueryObserver } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { TODO_KEYS } from '@contract/todo-menus'
import { createQueryClient } from '@/lib/query-client'
import { queryToDoCount } from '@/api/maintenance/query-todo-count'
import { todoCountsQuery, TODO_REFRESH_INTERVAL_MS } from '@/lib/todo/todo-counts'
import { db } from '@demo-server/db/db'
import { server } from '@demo-server/node'
import { userSaved } from '@/stores/session-user'
import type { User } from '@contract/api'
import { loginAs } from '../utils/login-as'
import { recordMessages } from '../utils/messages'

const QUERY = '*/ceres/api/rest/maintenance/queryToDoCount'

let shown: ReturnType<typeof recordMessages>
beforeEach(() => {
  shown = recordMessages()
})
afterEach(() => {
  vi.useRealTimers()
})

/** A logged-in session as the app holds it once the user is loaded. */
function sessionOf(userName: 'manager' | 'admin' | 'operator', orgIndex = 0) {
  const session = loginAs(userName, orgIndex)
  const user = db.state.users.find((u) => u.userId === session.userId)!
  userSaved(session.token, { userId: user.userId, userName } as User)
  return session
}

describe('POST /rest/maintenance/queryToDoCount (demo backend)', () => {
  test("counts the pending items of the session's organisation, every key present", async () => {
    sessionOf('manager')
    const counts = await queryToDoCount('U1001')
    expect(Object.keys(counts).sort()).toEqual([...TODO_KEYS].sort())
    expect(counts).toMatchObject({
      fundCreateNum: 120,
      fundRaiserOrderNum: 3,
      investorAccountAuditNum: 2,
      investorPasswordResetNum: 1,
      T00014: 0,
    })
  })

  test('another organisation of the same user has its own counts', async () => {
    sessionOf('manager', 1)
    expect(await queryToDoCount('U1001')).toMatchObject({ fundCreateNum: 2, T00018: 1 })
  })

  test('an item dealt with lowers the count', async () => {
    sessionOf('manager')
    db.state.pendingItems = db.state.pendingItems.filter(
      (item) => !(item.orgId === 'ORG001' && item.todoKey === 'fundRaiserOrderNum'),
    )
    expect((await queryToDoCount('U1001')).fundRaiserOrderNum).toBe(0)
  })

  test("another user's counts are refused", async () => {
    sessionOf('manager')
    await expect(queryToDoCount('U1002')).rejects.toMatchObject({ kind: 'forbidden' })
  })

  test('without a session the answer is 401', async () => {
    await expect(queryToDoCount('U1001')).rejects.toMatchObject({ kind: 'unauthorized' })
  })
})

/**
 * The counts query as the shell uses it: an observer mounting (login, a route change) asks for
 * counts past their staleTime; an action or a push refetches them whatever their age.
 */
function countsOf(userId: string | undefined) {
  const client = createQueryClient()
  const options = todoCountsQuery(userId)
  return {
    client,
    counts: () => client.getQueryData(options.queryKey),
    onRoute: () => client.prefetchQuery(options),
    forced: () => client.refetchQueries({ queryKey: options.queryKey }),
  }
}

describe('the to-do counts query', () => {
  test('stores the counts; a failure keeps the old ones and shows nothing', async () => {
    sessionOf('manager')
    const query = countsOf('U1001')
    await query.onRoute()
    expect(query.counts()?.fundCreateNum).toBe(120)
    server.use(http.post(QUERY, () => HttpResponse.json({ msg: 'boom' }, { status: 500 })))
    await query.forced()
    expect(query.counts()?.fundCreateNum).toBe(120)
    expect(shown.error).toEqual([])
  })

  test('at most one call per 30 s unless forced', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    sessionOf('admin')
    let calls = 0
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('queryToDoCount')) calls += 1
    })
    const query = countsOf(db.state.users.find((u) => u.userName === 'admin')!.userId)
    await query.onRoute()
    await query.onRoute()
    expect(calls).toBe(1)
    vi.setSystemTime(Date.now() + TODO_REFRESH_INTERVAL_MS - 1000)
    await query.onRoute()
    expect(calls).toBe(1)
    await query.forced()
    expect(calls).toBe(2)
    vi.setSystemTime(Date.now() + TODO_REFRESH_INTERVAL_MS)
    await query.onRoute()
    expect(calls).toBe(3)
    server.events.removeAllListeners()
  })

  test('nothing is asked before the user is known', async () => {
    loginAs('manager')
    let calls = 0
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('queryToDoCount')) calls += 1
    })
    const { client } = countsOf(undefined)
    const observer = new QueryObserver(client, todoCountsQuery(undefined))
    const stop = observer.subscribe(() => undefined)
    // A query that is to fetch starts as it is subscribed to: none has.
    expect(observer.getCurrentResult().fetchStatus).toBe('idle')
    expect(client.isFetching()).toBe(0)
    stop()
    expect(calls).toBe(0)
    expect(observer.getCurrentResult().data).toBeUndefined()
    server.events.removeAllListeners()
  })
})

const saved = () => JSON.parse(localStorage.getItem('todo-list') ?? 'null') as unknown
/** What a newly mounted observer shows before any answer: the counts saved for the user. */
const shownAtOnce = (userId: string) =>
  new QueryObserver(createQueryClient(), todoCountsQuery(userId)).getCurrentResult().data

describe("the counts saved under 'todo-list'", () => {
  test('counts are kept under todo-list as { userId, counts }', async () => {
    sessionOf('manager')
    server.use(
      http.post(QUERY, () =>
        HttpResponse.json({ status: 'success', data: { fundCreateNum: 120, T00009: 2 } }),
      ),
    )
    await countsOf('U1001').onRoute()
    expect(saved()).toEqual({ userId: 'U1001', counts: { fundCreateNum: 120, T00009: 2 } })
  })

  test('an answer for a user who is no longer logged in is not saved', async () => {
    const session = sessionOf('manager')
    const query = countsOf('U1001')
    const answer = query.onRoute()
    userSaved(session.token, { userId: 'U1003', userName: 'operator' } as User)
    await answer
    expect(saved()).toBeNull()
  })

  test('after a reload the same user sees the saved counts at once', () => {
    localStorage.setItem('todo-list', JSON.stringify({ userId: 'U1001', counts: { T00034: 5 } }))
    expect(shownAtOnce('U1001')).toEqual({ T00034: 5 })
  })

  test("another user's counts are discarded", () => {
    localStorage.setItem('todo-list', JSON.stringify({ userId: 'U1002', counts: { T00034: 5 } }))
    expect(shownAtOnce('U1001')).toEqual({})
  })

  test.each([
    ['corrupted JSON', '{"userId": "U1001", "counts": {'],
    ['a wrong shape', JSON.stringify(['U1001', 3])],
    ['a negative count', JSON.stringify({ userId: 'U1001', counts: { T00034: -1 } })],
    ['a count that is not a number', JSON.stringify({ userId: 'U1001', counts: { T00034: '5' } })],
  ])('%s is discarded, never fatal', (_name, raw) => {
    localStorage.setItem('todo-list', raw)
    expect(shownAtOnce('U1001')).toEqual({})
    expect(localStorage.getItem('todo-list')).toBeNull()
  })

  test('counts that are not whole numbers ≥ 0 are left out', async () => {
    sessionOf('manager')
    server.use(
      http.post(QUERY, () =>
        HttpResponse.json({
          status: 'success',
          data: { a: 1, b: -1, c: 1.5, d: '2', e: null, f: 0 },
        }),
      ),
    )
    const query = countsOf('U1001')
    await query.onRoute()
    expect(query.counts()).toEqual({ a: 1, f: 0 })
  })
})
