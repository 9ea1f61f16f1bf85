import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { TODO_KEYS } from '@contract/todo-menus'
import { queryToDoCount } from '@/lib/todo/query-todo-count'
import {
  refreshTodoCounts,
  TODO_REFRESH_INTERVAL_MS,
} from '@/features/layout/hooks/use-todo-counts'
import { db } from '@demo-server/db/db'
import { server } from '@demo-server/node'
import { useSessionStore } from '@/stores/session-store'
import { useTodoStore } from '@/stores/todo-store'
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
  useSessionStore.getState().userLoaded({ userId: user.userId, userName } as User)
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

describe('refreshTodoCounts', () => {
  test('stores the counts; a failure keeps the old ones and shows nothing', async () => {
    sessionOf('manager')
    await refreshTodoCounts({ force: true })
    expect(useTodoStore.getState().counts.fundCreateNum).toBe(120)
    server.use(http.post(QUERY, () => HttpResponse.json({ msg: 'boom' }, { status: 500 })))
    await refreshTodoCounts({ force: true })
    expect(useTodoStore.getState().counts.fundCreateNum).toBe(120)
    expect(shown.error).toEqual([])
  })

  test('at most one call per 30 s unless forced', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    sessionOf('admin')
    let calls = 0
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('queryToDoCount')) calls += 1
    })
    await refreshTodoCounts({ force: true })
    await refreshTodoCounts()
    expect(calls).toBe(1)
    vi.setSystemTime(Date.now() + TODO_REFRESH_INTERVAL_MS - 1000)
    await refreshTodoCounts()
    expect(calls).toBe(1)
    await refreshTodoCounts({ force: true })
    expect(calls).toBe(2)
    vi.setSystemTime(Date.now() + TODO_REFRESH_INTERVAL_MS)
    await refreshTodoCounts()
    expect(calls).toBe(3)
    server.events.removeAllListeners()
  })

  test('nothing is asked before the user is known', async () => {
    loginAs('manager')
    await refreshTodoCounts({ force: true })
    expect(useTodoStore.getState().counts).toEqual({})
  })
})
