import { act, renderHook } from '@testing-library/react'
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { LIMITS } from '@contract/limits'
import { usePushChannel } from '@/features/notices/hooks/use-push-channel'
import { createPushClient } from '@/lib/push-client'
import { userSaved } from '@/stores/session-user'
import { useSessionStore } from '@/stores/session-store'
import type { User } from '@contract/api'

/*
 * portal-spec §4, §9: the push channel reconnects 4 s after an error while fewer than 5
 * attempts were made and a token exists; opening resets the count; closing stops retries.
 * tests/unit/push-client.test.ts covers the rules one by one; this file has the server drop
 * live connections again and again, as a flaky network does.
 */

const CONNECTING = 0
const OPEN = 1
const CLOSING = 2
const CLOSED = 3

/** A WebSocket whose "server" side the test drives; it tracks how many are open or connecting. */
class FakeSocket {
  static made: FakeSocket[] = []
  static mostAlive = 0
  static alive = () => FakeSocket.made.filter((s) => s.readyState <= OPEN).length
  static latest = () => FakeSocket.made.at(-1) as FakeSocket

  readyState = CONNECTING
  onopen: (() => void) | null = null
  onmessage: ((e: { data: unknown }) => void) | null = null
  onerror: (() => void) | null = null
  onclose: (() => void) | null = null

  constructor(readonly url: string) {
    FakeSocket.made.push(this)
    FakeSocket.mostAlive = Math.max(FakeSocket.mostAlive, FakeSocket.alive())
  }

  /** The server accepts the connection. */
  accept() {
    this.readyState = OPEN
    this.onopen?.()
  }

  /** The connection is lost or refused: as in browsers, error, then close (1006). */
  drop() {
    this.readyState = CLOSED
    this.onerror?.()
    this.onclose?.()
  }

  /** The server closes cleanly: close only. */
  closeCleanly() {
    this.readyState = CLOSED
    this.onclose?.()
  }

  /** The client closes: closing until the handshake ends. */
  close() {
    if (this.readyState >= CLOSING) return
    this.readyState = CLOSING
    setTimeout(() => {
      this.readyState = CLOSED
      this.onclose?.()
    }, 10)
  }
}

let token: string | undefined

const makeClient = () =>
  createPushClient({
    url: (userId, t) => `ws://push/${userId}/1/${t}`,
    getToken: () => token,
    onMessage: () => {},
    onUnsupported: () => {},
    WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
  })

/** Lets the reconnect delay pass and says whether a new socket was made. */
function waitRetry() {
  const before = FakeSocket.made.length
  vi.advanceTimersByTime(LIMITS.pushReconnectDelayMs - 1)
  expect(FakeSocket.made).toHaveLength(before)
  vi.advanceTimersByTime(1)
  return FakeSocket.made.length > before
}

beforeEach(() => {
  vi.useFakeTimers()
  FakeSocket.made = []
  FakeSocket.mostAlive = 0
  token = 'tok-123456'
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the server drops the push socket again and again', () => {
  test('10 drops, each followed by one reconnect 4 s later; never two sockets', () => {
    makeClient().start('U1')
    FakeSocket.latest().accept()
    for (let loss = 0; loss < 10; loss += 1) {
      FakeSocket.latest().drop()
      expect(FakeSocket.alive()).toBe(0)
      expect(waitRetry()).toBe(true)
      FakeSocket.latest().accept()
      expect(FakeSocket.alive()).toBe(1)
    }
    expect(FakeSocket.made).toHaveLength(11)
    expect(FakeSocket.mostAlive).toBe(1)
  })

  test('per loss, at most 5 reconnect attempts while the server refuses them', () => {
    // For each of 10 losses, how many reconnect attempts the server refuses before accepting.
    const refusals = fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 10, maxLength: 10 })
    fc.assert(
      fc.property(refusals, (refused) => {
        FakeSocket.made = []
        FakeSocket.mostAlive = 0
        const client = makeClient()
        client.start('U1')
        FakeSocket.latest().accept()
        for (const times of refused) {
          FakeSocket.latest().drop()
          let attempts = 0
          while (waitRetry()) {
            attempts += 1
            if (attempts <= times) FakeSocket.latest().drop()
            else FakeSocket.latest().accept()
            if (FakeSocket.latest().readyState === OPEN) break
          }
          expect(attempts).toBe(Math.min(times + 1, LIMITS.pushMaxAttempts))
          // All five refused: the channel gives up, and nothing is left to lose.
          if (times >= LIMITS.pushMaxAttempts) {
            vi.advanceTimersByTime(60_000)
            expect(FakeSocket.alive()).toBe(0)
            break
          }
        }
        expect(FakeSocket.mostAlive).toBe(1)
        client.stop()
        vi.clearAllTimers()
      }),
      { numRuns: 100 },
    )
  })

  test('a start() while a retry is pending never opens a second socket', () => {
    const client = makeClient()
    client.start('U1')
    FakeSocket.latest().accept()
    FakeSocket.latest().drop()
    client.start('U1')
    expect(FakeSocket.alive()).toBe(1)
    vi.advanceTimersByTime(LIMITS.pushReconnectDelayMs * 3)
    expect(FakeSocket.made).toHaveLength(2)
    expect(FakeSocket.mostAlive).toBe(1)
  })

  test('a clean close from the server ends retries (portal-spec §4: closing stops them)', () => {
    makeClient().start('U1')
    FakeSocket.latest().accept()
    FakeSocket.latest().closeCleanly()
    vi.advanceTimersByTime(60_000)
    expect(FakeSocket.made).toHaveLength(1)
  })
})

describe('without a token, no retry', () => {
  test('a drop after the token is gone is not retried', () => {
    makeClient().start('U1')
    FakeSocket.latest().accept()
    token = undefined
    FakeSocket.latest().drop()
    vi.advanceTimersByTime(60_000)
    expect(FakeSocket.made).toHaveLength(1)
  })

  test('a retry due after the token is gone opens nothing', () => {
    makeClient().start('U1')
    FakeSocket.latest().accept()
    FakeSocket.latest().drop()
    token = undefined
    vi.advanceTimersByTime(60_000)
    expect(FakeSocket.made).toHaveLength(1)
  })

  test('logging out (the real session store) closes the socket and cancels a pending retry', () => {
    vi.stubGlobal('WebSocket', FakeSocket)
    const user: User = {
      ...{ userId: 'U1', userName: 'manager', realName: '张经理', jwt: 'tok-123456' },
      ...{ orgId: 'ORG001', orgName: '泉城资本' },
    }
    act(() => {
      useSessionStore.setState({ token: 'tok-123456' })
      userSaved('tok-123456', user)
    })
    renderHook(() => usePushChannel())
    expect(FakeSocket.made).toHaveLength(1)
    FakeSocket.latest().accept()
    FakeSocket.latest().drop()
    act(() => useSessionStore.getState().loggedOut())
    vi.advanceTimersByTime(60_000)
    expect(FakeSocket.made).toHaveLength(1)

    // The same after a reconnect: logging out closes the live socket and nothing reopens.
    act(() => {
      useSessionStore.setState({ token: 'tok-654321' })
      userSaved('tok-654321', user)
    })
    expect(FakeSocket.made).toHaveLength(2)
    FakeSocket.latest().accept()
    act(() => useSessionStore.getState().loggedOut())
    expect(FakeSocket.alive()).toBe(0)
    vi.advanceTimersByTime(60_000)
    expect(FakeSocket.made).toHaveLength(2)
    expect(FakeSocket.mostAlive).toBe(1)
  })
})
