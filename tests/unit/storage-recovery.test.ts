import Cookies from 'js-cookie'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { buildMenuTree } from '@/lib/menu-tree'
import { isArrayOf, isString, readJson, writeJson } from '@/lib/safe-storage'
import { readToken } from '@/lib/token'
import { menusBuilt } from '@/stores/session-menus'
import { readRecentMenus, readSearchHistory, readTodoCounts } from '@/stores/persisted-shapes'
import { useSessionStore, resetSessionStore } from '@/stores/session-store'
import type { Menu } from '@contract/api'

afterEach(() => {
  vi.restoreAllMocks()
})

const MENUS: Menu[] = [
  { menuId: 1, parMenuId: 0, menuLevel: 1, menuName: '产品管理', menuUrl: '' },
  { menuId: 11, parMenuId: 1, menuLevel: 1, menuName: '产品查询', menuUrl: 'p/q' },
].map((m) => ({ ...m, menuSrc: '1', ifAuth: 1, newFlag: '0' }))

const put = (key: string, value: unknown) =>
  localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value))

describe('readJson', () => {
  const isStrings = isArrayOf(isString)

  test('returns a value that parses and passes its guard', () => {
    put('k', ['a', 'b'])
    expect(readJson('k', isStrings)).toEqual(['a', 'b'])
    expect(localStorage.getItem('k')).not.toBeNull()
  })

  test.each([
    ['bad JSON', '{not json'],
    ['a wrong shape', { a: 1 }],
    ['wrong item types', ['a', 2]],
  ])('discards %s and removes the key', (_name, raw) => {
    put('k', raw)
    expect(readJson('k', isStrings)).toBeUndefined()
    expect(localStorage.getItem('k')).toBeNull()
  })

  test('an absent key is undefined', () => {
    expect(readJson('absent', isStrings)).toBeUndefined()
  })
})

describe("the menus' local copy", () => {
  test('menusBuilt writes { userId, tree } under menus and hands the tree back', () => {
    expect(menusBuilt('U1001', MENUS)).toEqual({ tree: buildMenuTree(MENUS), loadFailed: false })
    const saved: unknown = JSON.parse(localStorage.getItem('menus') ?? 'null')
    expect(saved).toEqual({ userId: 'U1001', tree: buildMenuTree(MENUS) })
  })
})

describe('persisted shapes', () => {
  test("todo counts: the given user's only", () => {
    put('todo-list', { userId: 'U1001', counts: { liquidationNum: 3, T00009: 0 } })
    expect(readTodoCounts('U1001')).toEqual({ liquidationNum: 3, T00009: 0 })
    expect(readTodoCounts('U1002')).toEqual({})
  })

  test.each([
    ['bad JSON', '{'],
    ['a bare object of counts', { liquidationNum: 3 }],
    ['a negative count', { userId: 'U1001', counts: { liquidationNum: -1 } }],
    ['a text count', { userId: 'U1001', counts: { liquidationNum: '3' } }],
  ])('todo counts: discards %s', (_name, raw) => {
    put('todo-list', raw)
    expect(readTodoCounts('U1001')).toEqual({})
    expect(localStorage.getItem('todo-list')).toBeNull()
  })

  const recent = (n: number) => ({ path: `/p/${n}`, meta: { title: `页${n}` }, createTime: n })

  test("recent menus: the given user's only, at most 8", () => {
    const mine = Array.from({ length: 12 }, (_, i) => recent(i))
    put('recent-menu', [
      { userId: 'U1002', menus: [recent(99)] },
      { userId: 'U1001', menus: mine },
    ])
    expect(readRecentMenus('U1001')).toEqual(mine.slice(0, 8))
    expect(readRecentMenus('U1002')).toEqual([recent(99)])
    expect(readRecentMenus('U1003')).toEqual([])
  })

  test.each([
    ['bad JSON', '[{'],
    ['a path without a leading slash', [{ userId: 'U1', menus: [{ ...recent(1), path: 'x' }] }]],
    ['a missing title', [{ userId: 'U1', menus: [{ path: '/x', meta: {}, createTime: 1 }] }]],
    ['an object instead of a list', { userId: 'U1', menus: [] }],
  ])('recent menus: discards %s', (_name, raw) => {
    put('recent-menu', raw)
    expect(readRecentMenus('U1')).toEqual([])
    expect(localStorage.getItem('recent-menu')).toBeNull()
  })

  test('search history: at most 20, the user’s own', () => {
    const words = Array.from({ length: 25 }, (_, i) => `词${i}`)
    put('search-history-list', [
      { userId: 'U2', keywords: ['别人的搜索'] },
      { userId: 'U1', keywords: words },
    ])
    expect(readSearchHistory('U1')).toEqual(words.slice(0, 20))
    expect(readSearchHistory('U3')).toEqual([])
  })

  test.each([
    ['bad JSON', 'nope'],
    ['the old shape, one list for the browser', ['基金']],
    ['a number in the list', [{ userId: 'U1', keywords: ['基金', 3] }]],
    ['a blank keyword', [{ userId: 'U1', keywords: ['基金', '  '] }]],
    ['a keyword over 50 characters', [{ userId: 'U1', keywords: ['x'.repeat(51)] }]],
    ['an entry without a user', [{ keywords: ['基金'] }]],
  ])('search history: discards %s', (_name, raw) => {
    put('search-history-list', raw)
    expect(readSearchHistory('U1')).toEqual([])
    expect(localStorage.getItem('search-history-list')).toBeNull()
  })
})

describe('the token cookie', () => {
  test.each([['a token with spaces'], ['"quoted-token-value"'], ['<script>alert(1)</script>']])(
    'junk %s is discarded and removed',
    (junk) => {
      Cookies.set('ceres_token', junk, { path: '/' })
      expect(Cookies.get('ceres_token')).toBe(junk)
      expect(readToken()).toBeUndefined()
      expect(Cookies.get('ceres_token')).toBeUndefined()
    },
  )

  test('a session store started over junk has no token', () => {
    Cookies.set('ceres_token', 'bad token', { path: '/' })
    resetSessionStore()
    expect(useSessionStore.getState().token).toBeUndefined()
  })

  test('a well-formed token is kept', () => {
    Cookies.set('ceres_token', 'demo.U1001.abc.def', { path: '/' })
    expect(readToken()).toBe('demo.U1001.abc.def')
    expect(Cookies.get('ceres_token')).toBe('demo.U1001.abc.def')
  })
})

describe('a storage that throws on write', () => {
  test('writeJson swallows the error and the menus are still built', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('full')
    })
    expect(() => writeJson('k', { a: 1 })).not.toThrow()
    expect(menusBuilt('U1001', MENUS).tree).toEqual(buildMenuTree(MENUS))
    expect(setItem).toHaveBeenCalled()
    expect(localStorage.getItem('menus')).toBeNull()
  })
})
