import { LIMITS } from '@contract/limits'
import { LOCAL_KEYS } from '@/config/storage-keys'
import {
  type Guard,
  isArrayOf,
  isInternalPath,
  isRecord,
  isString,
  readJson,
  removeItem,
  writeJson,
} from '@/lib/safe-storage'

/**
 * The shapes kept under the spec's localStorage keys (portal-spec §3), with guards. A value
 * that fails its guard, or belongs to another user, is discarded on read.
 */

/** 'todo-list': to-do counts by key, for one user. */
export interface TodoListCache {
  userId: string
  counts: Record<string, number>
}

const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0

export const isTodoListCache = (v: unknown): v is TodoListCache =>
  isRecord(v) && isString(v.userId) && isRecord(v.counts) && Object.values(v.counts).every(isCount)

export function readTodoCounts(userId: string): Record<string, number> {
  const cache = readJson(LOCAL_KEYS.todoList, isTodoListCache)
  return cache?.userId === userId ? cache.counts : {}
}

/** 'recent-menu': a list of { userId, menus } with each user's recently opened pages. */
export interface RecentMenu {
  path: string
  meta: { title: string; id?: number; icon?: string }
  createTime: number
}

export interface RecentMenuEntry {
  userId: string
  menus: RecentMenu[]
}

const isRecentMenu = (v: unknown): v is RecentMenu =>
  isRecord(v) &&
  isInternalPath(v.path) &&
  isRecord(v.meta) &&
  isString(v.meta.title) &&
  typeof v.createTime === 'number'

const isRecentMenuEntry = (v: unknown): v is RecentMenuEntry =>
  isRecord(v) && isString(v.userId) && isArrayOf(isRecentMenu)(v.menus)

export const isRecentMenuList = isArrayOf(isRecentMenuEntry)

export function readRecentMenus(userId: string): RecentMenu[] {
  const list = readJson(LOCAL_KEYS.recentMenu, isRecentMenuList) ?? []
  const menus = list.find((entry) => entry.userId === userId)?.menus ?? []
  // Each page once, newest first, even if something else wrote the list.
  const first = menus.filter((m, i) => menus.findIndex((o) => o.path === m.path) === i)
  return first.slice(0, LIMITS.recentMenus)
}

/** Saves the user's recent menus beside the others' entries; no entry for an empty list. */
export function writeRecentMenus(userId: string, menus: RecentMenu[]) {
  const entry = menus.length ? { userId, menus } : undefined
  writeUserEntry(LOCAL_KEYS.recentMenu, isRecentMenuList, userId, entry)
}

/**
 * 'search-history-list': each user's latest keywords, newest first, as a list of
 * { userId, keywords } (the key is the browser's, the history inside it each user's own).
 */
export interface SearchHistoryEntry {
  userId: string
  keywords: string[]
}

const isKeyword = (k: unknown): k is string => isString(k) && k.trim().length > 0 && k.length <= 50

const isSearchHistoryEntry = (v: unknown): v is SearchHistoryEntry =>
  isRecord(v) && isString(v.userId) && isArrayOf(isKeyword)(v.keywords)

export const isSearchHistoryList = isArrayOf(isSearchHistoryEntry)

/** The user's saved keywords, each once (storage written elsewhere may repeat one), at most 20. */
export function readSearchHistory(userId: string): string[] {
  const list = readJson(LOCAL_KEYS.searchHistory, isSearchHistoryList) ?? []
  const saved = list.find((entry) => entry.userId === userId)?.keywords ?? []
  return [...new Set(saved)].slice(0, LIMITS.searchHistory)
}

/** Saves the user's keywords beside the others' entries; no entry for an empty history. */
export function writeSearchHistory(userId: string, keywords: string[]) {
  const entry = keywords.length ? { userId, keywords } : undefined
  writeUserEntry(LOCAL_KEYS.searchHistory, isSearchHistoryList, userId, entry)
}

/** Replaces one user's entry in a list of { userId, … }, or drops it; no key for an empty list. */
function writeUserEntry<E extends { userId: string }>(
  key: string,
  isList: Guard<E[]>,
  userId: string,
  entry: E | undefined,
) {
  const others = (readJson(key, isList) ?? []).filter((e) => e.userId !== userId)
  const next = entry ? [...others, entry] : others
  if (next.length) writeJson(key, next)
  else removeItem(key)
}
