import Cookies from 'js-cookie'
import { describe, expect, test } from 'vitest'
import { resetAppStore, useAppStore } from '@/stores/app-store'
import { resetRecentStore, useRecentStore } from '@/stores/recent-store'
import { resetSearchHistoryStore, useSearchHistoryStore } from '@/stores/search-history-store'
import { resetTabsStore, useTabsStore } from '@/stores/tabs-store'

/*
 * Issue 22: the client-state stores persist through zustand's `persist`. What is stored keeps
 * its shape (the spec's for its keys, the cookies' plain values), what was stored before
 * loads, and what is corrupt, foreign or wrong-shaped is discarded, never partly applied.
 */

const put = (key: string, value: unknown) =>
  localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value))
const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null')

const HOME = { key: '/home-page', path: '/home-page', search: '', title: '首页', affix: true }
const view = (path: string, title: string) => ({ key: path, path, search: '', title })

describe("'visited-views' (version 1, with a version-0 migration)", () => {
  test('what was written before persist (no version) migrates and loads', () => {
    const mine = view('/custodian/account-balance', '托管户余额')
    put('visited-views', { userId: 'U1002', views: [mine] })
    resetTabsStore()
    useTabsStore.getState().userChanged('U1002', [HOME])
    expect(useTabsStore.getState().views).toEqual([HOME, mine])
    expect(stored('visited-views')).toEqual({ userId: 'U1002', views: [HOME, mine], version: 1 })
  })

  test('what it writes loads again after a reload', () => {
    resetTabsStore()
    useTabsStore.getState().userChanged('U1002', [HOME])
    useTabsStore.getState().viewShown(view('/a/b', '产品查询'))
    resetTabsStore()
    useTabsStore.getState().userChanged('U1002', [HOME])
    expect(useTabsStore.getState().views.map((v) => v.key)).toEqual(['/home-page', '/a/b'])
  })

  test.each([
    ['bad JSON', '{"userId":"U1002","views":['],
    ['one bad view among good ones', { userId: 'U1002', views: [view('/a', 'A'), { key: 1 }] }],
    ['a path to another site', { userId: 'U1002', views: [view('//evil.example', 'x')] }],
    ['a version that is not a number', { userId: 'U1002', views: [], version: '1' }],
  ])('%s is discarded, nothing of it shown or kept', (_name, raw) => {
    put('visited-views', raw)
    resetTabsStore()
    useTabsStore.getState().userChanged('U1002', [HOME])
    expect(useTabsStore.getState().views).toEqual([HOME])
    expect(stored('visited-views')).toEqual({ userId: 'U1002', views: [HOME], version: 1 })
  })

  test('a version this build does not know is not loaded', () => {
    put('visited-views', { userId: 'U1002', views: [view('/a', 'A')], version: 9 })
    resetTabsStore()
    useTabsStore.getState().userChanged('U1002', [HOME])
    expect(useTabsStore.getState().views).toEqual([HOME])
    expect(stored('visited-views')).toEqual({ userId: 'U1002', views: [HOME], version: 1 })
  })

  test("another user's tabs are never shown", () => {
    put('visited-views', { userId: 'U1001', views: [view('/secret', '别人的')], version: 1 })
    resetTabsStore()
    useTabsStore.getState().userChanged('U1002', [HOME])
    expect(useTabsStore.getState().views).toEqual([HOME])
  })

  test('nothing is written without a user or once the page is about to load again', () => {
    resetTabsStore()
    useTabsStore.getState().viewShown(view('/a', 'A'))
    expect(localStorage.getItem('visited-views')).toBeNull()
    useTabsStore.getState().userChanged('U1002', [HOME])
    useTabsStore.getState().sessionSwitched()
    useTabsStore.getState().viewShown(view('/a', 'A'))
    expect(stored('visited-views')).toEqual({ userId: 'U1002', views: [HOME], version: 1 })
  })
})

describe("'recent-menu' keeps the spec's list of { userId, menus }", () => {
  const other = {
    userId: 'U1001',
    menus: [{ path: '/x', meta: { title: '别人的' }, createTime: 1 }],
  }

  test("the user's entry is written beside the others', in the spec's shape", () => {
    put('recent-menu', [other])
    resetRecentStore()
    useRecentStore.getState().userChanged('U1002')
    expect(useRecentStore.getState().menus).toEqual([])
    useRecentStore.getState().menuVisited({ path: '/a/b', meta: { title: '产品查询' } })
    const list = stored('recent-menu')
    expect(list).toEqual([
      other,
      {
        userId: 'U1002',
        menus: [{ path: '/a/b', meta: { title: '产品查询' }, createTime: expect.any(Number) }],
      },
    ])
    resetRecentStore()
    useRecentStore.getState().userChanged('U1002')
    expect(useRecentStore.getState().menus.map((m) => m.path)).toEqual(['/a/b'])
  })

  test('a corrupt list is discarded and removed, and the next visit starts a new one', () => {
    put('recent-menu', [other, { userId: 'U1002', menus: [{ path: 'no-slash' }] }])
    resetRecentStore()
    useRecentStore.getState().userChanged('U1002')
    expect(useRecentStore.getState().menus).toEqual([])
    expect(localStorage.getItem('recent-menu')).toBeNull()
    useRecentStore.getState().menuVisited({ path: '/a/b', meta: { title: '产品查询' } })
    expect(stored('recent-menu')).toEqual([
      { userId: 'U1002', menus: [expect.objectContaining({ path: '/a/b' })] },
    ])
  })
})

describe("'search-history-list' keeps a list of { userId, keywords }", () => {
  test('a search is written as the user’s entry, the others’ untouched', () => {
    put('search-history-list', [{ userId: 'U1001', keywords: ['别人的搜索'] }])
    resetSearchHistoryStore()
    useSearchHistoryStore.getState().userChanged('U1002')
    useSearchHistoryStore.getState().keywordUsed(' 估值 ')
    expect(stored('search-history-list')).toEqual([
      { userId: 'U1001', keywords: ['别人的搜索'] },
      { userId: 'U1002', keywords: ['估值'] },
    ])
    useSearchHistoryStore.getState().historyCleared()
    expect(stored('search-history-list')).toEqual([{ userId: 'U1001', keywords: ['别人的搜索'] }])
  })

  test('a corrupt list is discarded and removed', () => {
    put('search-history-list', [{ userId: 'U1002', keywords: ['估值', 42] }])
    resetSearchHistoryStore()
    useSearchHistoryStore.getState().userChanged('U1002')
    expect(useSearchHistoryStore.getState().keywords).toEqual([])
    expect(localStorage.getItem('search-history-list')).toBeNull()
  })
})

describe('the skin, sidebar and device cookies', () => {
  test('are plain values with their attributes, and read back at once', () => {
    resetAppStore()
    useAppStore.getState().skinChanged('dark')
    useAppStore.getState().sidebarToggled()
    useAppStore.getState().deviceChanged('desktop')
    expect(Cookies.get()).toMatchObject({ skin: 'dark', sidebarStatus: '0', device: 'desktop' })
    resetAppStore()
    expect(useAppStore.getState()).toMatchObject({ skin: 'dark', sidebarOpened: false })
  })

  test('nothing is written that was not chosen', () => {
    resetAppStore()
    useAppStore.getState().maximiseToggled()
    expect(Cookies.get('skin')).toBeUndefined()
    expect(Cookies.get('sidebarStatus')).toBeUndefined()
  })

  test('the mobile drawer does not change the saved sidebar state', () => {
    Cookies.set('sidebarStatus', '1', { path: '/' })
    resetAppStore()
    useAppStore.getState().deviceChanged('mobile')
    useAppStore.getState().sidebarToggled()
    useAppStore.getState().sidebarClosed()
    expect(Cookies.get('sidebarStatus')).toBe('1')
    expect(Cookies.get('device')).toBe('mobile')
    // A window made wide again shows the sidebar as it was left on the desktop.
    useAppStore.getState().deviceChanged('desktop')
    expect(useAppStore.getState().sidebarOpened).toBe(true)
    expect(Cookies.get('sidebarStatus')).toBe('1')
  })
})
