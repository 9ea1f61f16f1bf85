import fc from 'fast-check'
import Cookies from 'js-cookie'
import { beforeEach, describe, expect, test } from 'vitest'
import { isArrayOf, isRecord, isString, readJson } from '@/lib/safe-storage'
import { readToken } from '@/lib/token'
import { readRecentMenus, readSearchHistory, readTodoCounts } from '@/stores/persisted-shapes'
import { resetTabsStore, useTabsStore } from '@/stores/tabs-store'

/*
 * Whatever is in storage (portal-spec §3 keys, and the tabs' key), reading it never throws and
 * gives a value of the right shape, or the default. The shapes are checked here by strict
 * validators written apart from the app's guards, so a guard that lets a bad value through
 * fails the test.
 */

const USER = 'U1001'

/** A valid value of each kind, as the app writes it. */
const valid = {
  'todo-list': { userId: USER, counts: { fundCreateNum: 3, T00009: 0 } },
  'recent-menu': [
    { userId: USER, menus: [{ path: '/a/b', meta: { title: '产品查询' }, createTime: 1 }] },
  ],
  'search-history-list': [{ userId: USER, keywords: ['估值', 'gzb'] }],
  'visited-views': {
    userId: USER,
    views: [{ key: '/a/b', path: '/a/b', search: '', title: '产品查询' }],
  },
} as const

/** Any JSON value at some path inside a value replaced, removed or retyped. */
function mutate(value: unknown): fc.Arbitrary<unknown> {
  const replacement = fc.oneof(
    fc.constant(undefined),
    fc.constant(null),
    fc.jsonValue({ maxDepth: 2 }),
    fc.constantFrom('', '1', -1, 1.5, 0, [], {}, '../x', 'http://evil', NaN),
  )
  if (Array.isArray(value) && value.length > 0) {
    return fc.oneof(
      replacement,
      fc
        .tuple(fc.nat(value.length - 1), fc.constant(null))
        .chain(([i]) => mutate(value[i]).map((v) => value.map((item, j) => (j === i ? v : item)))),
      fc.constant([...value, ...value]),
    )
  }
  if (isRecord(value) && Object.keys(value).length > 0) {
    const keys = Object.keys(value)
    return fc.oneof(
      replacement,
      fc.constantFrom(...keys).chain((k) => mutate(value[k]).map((v) => ({ ...value, [k]: v }))),
    )
  }
  return replacement
}

/** What a person, another version or a broken disk may leave: anything at all. */
const rawFor = (key: keyof typeof valid) =>
  fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.jsonValue().map((v) => JSON.stringify(v)),
    mutate(valid[key]).map((v) => JSON.stringify(v) ?? 'undefined'),
    mutate(valid[key]).map((v) => (JSON.stringify(v) ?? '').slice(0, -1)),
    fc.constant('['.repeat(20_000)),
  )

const str = (v: unknown): v is string => typeof v === 'string'
const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)

const put = (key: string, raw: string) => localStorage.setItem(key, raw)

beforeEach(() => localStorage.clear())

describe('any string in storage is read safely', () => {
  test("'todo-list': whole counts ≥ 0 of this user, or none", () => {
    fc.assert(
      fc.property(rawFor('todo-list'), (raw) => {
        put('todo-list', raw)
        const counts = readTodoCounts(USER)
        expect(isRecord(counts)).toBe(true)
        for (const n of Object.values(counts)) expect(Number.isInteger(n) && n >= 0).toBe(true)
      }),
      { numRuns: 300 },
    )
  })

  test("'recent-menu': at most 8 internal pages, each once, or none", () => {
    fc.assert(
      fc.property(rawFor('recent-menu'), (raw) => {
        put('recent-menu', raw)
        const menus = readRecentMenus(USER)
        expect(menus.length).toBeLessThanOrEqual(8)
        expect(new Set(menus.map((m) => m.path)).size).toBe(menus.length)
        for (const m of menus) {
          expect(m.path.startsWith('/') && !m.path.startsWith('//')).toBe(true)
          expect(str(m.meta.title) && num(m.createTime)).toBe(true)
        }
      }),
      { numRuns: 300 },
    )
  })

  test("'search-history-list': at most 20 distinct non-blank keywords, or none", () => {
    fc.assert(
      fc.property(rawFor('search-history-list'), (raw) => {
        put('search-history-list', raw)
        const keywords = readSearchHistory(USER)
        expect(keywords.length).toBeLessThanOrEqual(20)
        expect(new Set(keywords).size).toBe(keywords.length)
        expect(keywords.every((k) => str(k) && k.trim() !== '' && k.length <= 50)).toBe(true)
      }),
      { numRuns: 300 },
    )
  })

  test("'visited-views': this user's tabs, each key once, internal paths, or none", () => {
    fc.assert(
      fc.property(rawFor('visited-views'), (raw) => {
        put('visited-views', raw)
        resetTabsStore()
        useTabsStore.getState().userChanged(USER, [])
        const { views } = useTabsStore.getState()
        expect(new Set(views.map((v) => v.key)).size).toBe(views.length)
        for (const v of views) {
          expect(v.path.startsWith('/') && !v.path.startsWith('//')).toBe(true)
          expect(str(v.key) && str(v.search) && str(v.title)).toBe(true)
        }
      }),
      { numRuns: 300 },
    )
  })

  test('readJson: a value that fails its guard is removed and reads as absent', () => {
    const guard = isArrayOf(isString)
    fc.assert(
      fc.property(fc.string(), (raw) => {
        put('k', raw)
        const value = readJson('k', guard)
        if (value === undefined) expect(localStorage.getItem('k')).toBeNull()
        else expect(guard(value) && localStorage.getItem('k') === raw).toBe(true)
      }),
      { numRuns: 300 },
    )
  })

  test('the token cookie: any value gives a single printable word or no session', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.stringMatching(/^[\w.]{0,12}$/)),
        (raw) => {
          Cookies.set('ceres_token', raw, { path: '/' })
          const token = readToken()
          if (token !== undefined) expect(token).toMatch(/^[\w.\-+/=~]{8,4096}$/)
          Cookies.remove('ceres_token', { path: '/' })
        },
      ),
      { numRuns: 200 },
    )
  })
})
