import { render } from '@testing-library/react'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { badgeText } from '@/components/count-badge'
import { Highlight } from '@/components/highlight'
import { isLongTitle } from '@/features/layout/components/header/menu-item-label'
import { pushAddress } from '@/features/notices/hooks/use-push-channel'
import { literalRanges } from '@/features/search/components/highlight'
import { matchText } from '@/lib/menu-filter'
import { normaliseMenuUrl } from '@/lib/menu-tree'
import { parsePushMessage } from '@/lib/push-client'
import { fileNameFrom } from '@/lib/save-file'

/* The small functions that turn data into what is shown, for any input. */

const anyText = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
)

describe('badgeText (portal-spec §2: capped at 99 as 99+)', () => {
  test('nothing for none, the count up to 99, 99+ above', () => {
    fc.assert(
      fc.property(fc.option(fc.integer(), { nil: undefined }), (count) => {
        const text = badgeText(count)
        if (count === undefined || count <= 0) expect(text).toBe('')
        else if (count <= 99) expect(text).toBe(String(count))
        else expect(text).toBe('99+')
      }),
      { numRuns: 300 },
    )
  })

  test('any number at all gives one of those, never NaN or more than three characters', () => {
    fc.assert(
      fc.property(fc.double(), (count) => {
        const text = badgeText(count)
        expect(text).not.toContain('NaN')
        expect(text === '' || text === '99+' || Number(text) > 0).toBe(true)
      }),
      { numRuns: 300 },
    )
  })
})

test('a menu title is long (tooltip) above 9 characters, an emoji counting one', () => {
  fc.assert(
    fc.property(anyText, (title) => {
      expect(isLongTitle(title)).toBe([...title].length > 9)
    }),
    { numRuns: 300 },
  )
})

test('normaliseMenuUrl: no slash at either end, and a second pass changes nothing', () => {
  fc.assert(
    fc.property(fc.option(anyText, { nil: undefined }), (url) => {
      const once = normaliseMenuUrl(url)
      expect(once.startsWith('/') || once.endsWith('/')).toBe(false)
      expect(normaliseMenuUrl(once)).toBe(once)
    }),
    { numRuns: 300 },
  )
})

describe('the push address: base + {userId}/{timestamp}/{token} as ws(s)', () => {
  // The shapes user ids and tokens (JWT, demo) really have: no '/', never a dot segment.
  const word = fc.stringMatching(/^\w[\w.-]{0,39}$/)
  const base = fc.constantFrom(
    '/ceres/websocket/',
    '/ceres/websocket',
    'http://push.example/ws',
    'https://push.example/ws/',
    'wss://push.example/ws',
  )

  test('ends with the three segments, on a ws: or wss: address', () => {
    fc.assert(
      fc.property(base, word, word, fc.nat(), (b, userId, token, now) => {
        const url = new URL(pushAddress(b, userId, token, now))
        expect(['ws:', 'wss:']).toContain(url.protocol)
        expect(url.pathname.endsWith(`/${userId}/${now}/${token}`)).toBe(true)
        expect(url.search + url.hash).toBe('')
      }),
      { numRuns: 300 },
    )
  })
})

describe('parsePushMessage', () => {
  test('any string: a message with text fields and a whole count, or nothing', () => {
    const raw = fc.oneof(
      anyText,
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc
        .record({
          title: fc.oneof(anyText, fc.integer()),
          content: fc.oneof(anyText, fc.constant(null)),
          pub_time: fc.oneof(anyText, fc.integer()),
          unreadMessagesCount: fc.oneof(fc.integer(), fc.double(), anyText),
        })
        .map((v) => JSON.stringify(v)),
    )
    fc.assert(
      fc.property(raw, (text) => {
        const message = parsePushMessage(text)
        if (message === undefined) return
        expect(typeof message.title).toBe('string')
        expect(typeof message.content).toBe('string')
        expect(typeof message.pub_time).toBe('string')
        const count = message.unreadMessagesCount
        expect(count === undefined || Number.isInteger(count)).toBe(true)
      }),
      { numRuns: 300 },
    )
  })

  test('a message the server sends comes through as it was', () => {
    const message = fc.record({
      title: anyText,
      content: anyText,
      pub_time: anyText,
      unreadMessagesCount: fc.integer({ min: 0, max: 10_000 }),
    })
    fc.assert(
      fc.property(message, (m) => {
        expect(parsePushMessage(JSON.stringify(m))).toEqual(m)
      }),
      { numRuns: 300 },
    )
  })
})

test('fileNameFrom reads back any file name sent as filename*=UTF-8', () => {
  const name = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 })
  fc.assert(
    fc.property(name, fc.boolean(), (fileName, withPlain) => {
      const plain = withPlain ? 'filename="download.bin"; ' : ''
      const header = `attachment; ${plain}filename*=UTF-8''${encodeURIComponent(fileName)}`
      expect(fileNameFrom(header)).toBe(fileName)
    }),
    { numRuns: 300 },
  )
  fc.assert(
    fc.property(anyText, (header) => {
      expect(() => fileNameFrom(header)).not.toThrow()
    }),
    { numRuns: 300 },
  )
})

describe('highlighting (search results and the 全景菜单)', () => {
  const textAndKeyword = fc.oneof(
    fc.tuple(anyText, anyText),
    anyText.chain((t) =>
      fc
        .tuple(fc.nat(t.length), fc.nat(t.length))
        .map(([a, b]) => [t, t.slice(Math.min(a, b), Math.max(a, b))] as [string, string]),
    ),
  )

  test('the text shown is exactly the text, the marks exactly the matches', () => {
    fc.assert(
      fc.property(textAndKeyword, fc.boolean(), ([text, keyword], byPinyin) => {
        const ranges = byPinyin ? matchText(text, keyword) : literalRanges(text, keyword)
        const { container, unmount } = render(<Highlight text={text} ranges={ranges} />)
        expect(container.textContent).toBe(text)
        const marks = [...container.querySelectorAll('mark')].map((m) => m.textContent)
        expect(marks).toEqual(ranges.map(([s, e]) => text.slice(s, e)))
        unmount()
      }),
      { numRuns: 200 },
    )
  })

  test('literal matches are in order, apart, and inside the text', () => {
    fc.assert(
      fc.property(textAndKeyword, ([text, keyword]) => {
        let at = 0
        for (const [start, end] of literalRanges(text, keyword)) {
          expect(start).toBeGreaterThanOrEqual(at)
          expect(end).toBeGreaterThan(start)
          expect(end).toBeLessThanOrEqual(text.length)
          at = end
        }
      }),
      { numRuns: 300 },
    )
  })
})
