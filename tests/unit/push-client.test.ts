import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createPushClient, parsePushMessage } from '@/lib/push-client'

/** A scripted WebSocket: the test decides when it opens, fails, closes or speaks. */
class FakeSocket {
  static made: FakeSocket[] = []
  readyState = 0
  onopen: (() => void) | null = null
  onmessage: ((e: { data: unknown }) => void) | null = null
  onerror: (() => void) | null = null
  onclose: (() => void) | null = null
  closed = false
  constructor(readonly url: string) {
    FakeSocket.made.push(this)
  }
  open() {
    this.readyState = 1
    this.onopen?.()
  }
  fail() {
    this.onerror?.()
  }
  say(data: unknown) {
    this.onmessage?.({ data })
  }
  close() {
    this.closed = true
    this.readyState = 3
  }
}

let token: string | undefined
const onMessage = vi.fn()
const onUnsupported = vi.fn()
const make = (impl: unknown = FakeSocket) =>
  createPushClient({
    url: (userId, t) => `ws://push/${userId}/1/${t}`,
    getToken: () => token,
    onMessage,
    onUnsupported,
    WebSocketImpl: (impl ?? undefined) as typeof WebSocket | undefined,
  })

beforeEach(() => {
  vi.useFakeTimers()
  FakeSocket.made = []
  token = 'tok-123456'
  onMessage.mockReset()
  onUnsupported.mockReset()
})
afterEach(() => vi.useRealTimers())

describe('push channel (portal-spec §4)', () => {
  test('opens one socket at the address with user, timestamp and token', () => {
    const client = make()
    client.start('U1')
    client.start('U1')
    expect(FakeSocket.made).toHaveLength(1)
    expect(FakeSocket.made[0]?.url).toBe('ws://push/U1/1/tok-123456')
  })

  test('marks the channel established in sessionStorage while open', () => {
    make().start('U1')
    FakeSocket.made[0]?.open()
    expect(sessionStorage.getItem('websocketEstablishStatus')).toBe('true')
  })

  test('an error retries after 4 s, at most 5 times', () => {
    make().start('U1')
    for (let i = 0; i < 10; i += 1) {
      FakeSocket.made.at(-1)?.fail()
      vi.advanceTimersByTime(3999)
      const before = FakeSocket.made.length
      vi.advanceTimersByTime(1)
      if (i < 5) expect(FakeSocket.made.length).toBe(before + 1)
      else expect(FakeSocket.made.length).toBe(before)
    }
    expect(FakeSocket.made).toHaveLength(6)
  })

  test('opening resets the retry counter', () => {
    make().start('U1')
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 4; i += 1) {
        FakeSocket.made.at(-1)?.fail()
        vi.advanceTimersByTime(4000)
      }
      FakeSocket.made.at(-1)?.open()
    }
    expect(FakeSocket.made).toHaveLength(13)
  })

  test('no retry without a token', () => {
    make().start('U1')
    token = undefined
    FakeSocket.made[0]?.fail()
    vi.advanceTimersByTime(20_000)
    expect(FakeSocket.made).toHaveLength(1)
  })

  test('a close stops retries, and so does stop()', () => {
    const client = make()
    client.start('U1')
    FakeSocket.made[0]?.open()
    FakeSocket.made[0]?.onclose?.()
    vi.advanceTimersByTime(20_000)
    expect(FakeSocket.made).toHaveLength(1)
    client.start('U1')
    FakeSocket.made[1]?.fail()
    client.stop()
    vi.advanceTimersByTime(20_000)
    expect(FakeSocket.made).toHaveLength(2)
  })

  test("'ok' and malformed messages are ignored; a message reaches the app", () => {
    make().start('U1')
    const socket = FakeSocket.made[0] as FakeSocket
    socket.open()
    socket.say('ok')
    socket.say('{not json')
    socket.say(JSON.stringify({ hello: 1 }))
    socket.say(
      JSON.stringify({
        title: '通知',
        pub_time: '2026-11-21 10:00:00',
        content: '内容',
        unreadMessagesCount: 3,
      }),
    )
    expect(onMessage).toHaveBeenCalledTimes(1)
    expect(onMessage).toHaveBeenCalledWith({
      title: '通知',
      pub_time: '2026-11-21 10:00:00',
      content: '内容',
      unreadMessagesCount: 3,
    })
  })

  test('without WebSocket it says so and opens nothing', () => {
    make(null).start('U1')
    expect(onUnsupported).toHaveBeenCalledTimes(1)
  })

  test('parsePushMessage rejects non-strings and a non-integer count', () => {
    expect(parsePushMessage(42)).toBeUndefined()
    expect(
      parsePushMessage(JSON.stringify({ title: 't', content: 'c', unreadMessagesCount: 'x' })),
    ).toEqual({
      title: 't',
      content: 'c',
      pub_time: '',
      unreadMessagesCount: undefined,
    })
  })
})
