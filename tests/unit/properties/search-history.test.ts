import fc from 'fast-check'
import { beforeEach, describe, expect, test } from 'vitest'
import { resetSearchHistoryStore, useSearchHistoryStore } from '@/stores/search-history-store'

/*
 * 搜索历史 (portal-spec §5, §9): at most 20 keywords, newest first, no duplicates, whatever the
 * user types and whatever is (or was left) in localStorage 'search-history-list'. Each user
 * has their own inside the key (issue 18): another user's never shows, and stays as it was.
 */

const KEY = 'search-history-list'
const MAX = 20
const ME = 'U1'
const OTHER = { userId: 'U2', keywords: ['别人的搜索'] }

/** The user's keywords as stored; another user's entry beside them is kept untouched. */
function storedOf(userId: string): unknown {
  const list = JSON.parse(localStorage.getItem(KEY) ?? '[]') as { userId: string }[]
  return list.find((entry) => entry.userId === userId)
}

function startAs(userId: string) {
  resetSearchHistoryStore()
  useSearchHistoryStore.getState().userChanged(userId)
}

const keywordArb = fc.oneof(
  fc.constantFrom('估值', '估值 ', ' 估值', '银行流水', 'gzb', 'a', '', '   ', '\t估值\n'),
  fc.string({ maxLength: 8 }),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
  fc.integer({ min: 45, max: 60 }).map((n) => 'x'.repeat(n)),
  fc.constant('长'.repeat(10_000)),
)

type Op =
  | { kind: 'used'; keyword: string }
  | { kind: 'opened' }
  | { kind: 'cleared' }
  | { kind: 'stored'; raw: string }

/** What another tab, an older version or a person with devtools may have left in storage. */
const storedArb = fc.oneof(
  fc
    .array(keywordArb, { maxLength: 30 })
    .map((keywords) => JSON.stringify([OTHER, { userId: ME, keywords }])),
  fc
    .array(fc.constantFrom('估值', '银行', 'gzb'), { maxLength: 30 })
    .map((keywords) => JSON.stringify([{ userId: ME, keywords }, OTHER])),
  fc.array(keywordArb, { maxLength: 30 }).map((list) => JSON.stringify(list)),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.string(),
)

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: keywordArb.map((keyword) => ({ kind: 'used' as const, keyword })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'opened' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'cleared' as const }) },
  { weight: 1, arbitrary: storedArb.map((raw) => ({ kind: 'stored' as const, raw })) },
)

function expectValid(keywords: readonly string[]) {
  expect(keywords.length).toBeLessThanOrEqual(MAX)
  expect(new Set(keywords).size).toBe(keywords.length)
  for (const k of keywords) {
    expect(k.trim()).not.toBe('')
    expect(k.length).toBeLessThanOrEqual(50)
  }
}

beforeEach(() => {
  localStorage.clear()
  startAs(ME)
})

describe('search history, for any sequence of searches and any stored value', () => {
  test('at most 20, no duplicates, newest first; what is shown is what is stored', () => {
    fc.assert(
      fc.property(
        fc.option(storedArb, { nil: undefined }),
        fc.array(opArb, { maxLength: 40 }),
        (initial, ops) => {
          localStorage.clear()
          if (initial !== undefined) localStorage.setItem(KEY, initial)
          startAs(ME)
          expectValid(useSearchHistoryStore.getState().keywords)
          const store = () => useSearchHistoryStore.getState()

          for (const op of ops) {
            const before = store().keywords
            if (op.kind === 'stored') {
              localStorage.setItem(KEY, op.raw)
              continue
            }
            if (op.kind === 'opened') store().historyOpened()
            if (op.kind === 'cleared') store().historyCleared()
            if (op.kind === 'used') {
              store().keywordUsed(op.keyword)
              const kept = op.keyword.trim()
              if (kept && kept.length <= 50) {
                expect(store().keywords[0]).toBe(kept)
                expect(store().keywords.slice(1)).not.toContain(kept)
                expect(storedOf(ME)).toEqual({ userId: ME, keywords: store().keywords })
              } else {
                expect(store().keywords).toEqual(before)
              }
            }
            if (op.kind === 'cleared') expect(store().keywords).toEqual([])
            expectValid(store().keywords)
          }
        },
      ),
      { numRuns: 200 },
    )
  })

  test('after any searches, the history is the distinct keywords, latest use first', () => {
    fc.assert(
      fc.property(fc.array(keywordArb, { maxLength: 60 }), (typed) => {
        localStorage.clear()
        startAs(ME)
        for (const k of typed) useSearchHistoryStore.getState().keywordUsed(k)
        const model: string[] = []
        for (const k of typed) {
          const kept = k.trim()
          if (!kept || kept.length > 50) continue
          const at = model.indexOf(kept)
          if (at >= 0) model.splice(at, 1)
          model.unshift(kept)
        }
        expect(useSearchHistoryStore.getState().keywords).toEqual(model.slice(0, MAX))
      }),
      { numRuns: 200 },
    )
  })

  test("another user's searches are never shown, and survive this user's", () => {
    fc.assert(
      fc.property(fc.array(keywordArb, { maxLength: 20 }), fc.boolean(), (typed, clear) => {
        localStorage.clear()
        localStorage.setItem(KEY, JSON.stringify([OTHER]))
        startAs(ME)
        expect(useSearchHistoryStore.getState().keywords).toEqual([])
        for (const k of typed) useSearchHistoryStore.getState().keywordUsed(k)
        if (clear) useSearchHistoryStore.getState().historyCleared()
        expect(useSearchHistoryStore.getState().keywords).not.toContain('别人的搜索')
        expect(storedOf(OTHER.userId)).toEqual(OTHER)
        startAs(OTHER.userId)
        expect(useSearchHistoryStore.getState().keywords).toEqual(OTHER.keywords)
      }),
      { numRuns: 100 },
    )
  })

  test('without a user nothing is kept or shown', () => {
    resetSearchHistoryStore()
    useSearchHistoryStore.getState().keywordUsed('估值')
    expect(useSearchHistoryStore.getState().keywords).toEqual([])
    expect(localStorage.getItem(KEY)).toBeNull()
  })
})
