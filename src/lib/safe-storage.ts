/**
 * Reads and writes JSON in browser storage. A value that does not parse or does not pass its
 * guard is removed and treated as absent: corrupted storage is never fatal.
 */
export type Guard<T> = (value: unknown) => value is T

function storageOf(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    return undefined
  }
}

export function readJson<T>(key: string, guard: Guard<T>, kind: 'local' | 'session' = 'local') {
  const storage = storageOf(kind)
  const raw = storage?.getItem(key)
  if (raw == null) return undefined
  try {
    const value: unknown = JSON.parse(raw)
    if (guard(value)) return value
  } catch {
    // fall through: discard below
  }
  storage?.removeItem(key)
  return undefined
}

export function writeJson(key: string, value: unknown, kind: 'local' | 'session' = 'local') {
  try {
    storageOf(kind)?.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or disabled: the app keeps working from memory.
  }
}

export function removeItem(key: string, kind: 'local' | 'session' = 'local') {
  storageOf(kind)?.removeItem(key)
}

export function readString(key: string, kind: 'local' | 'session' = 'session') {
  return storageOf(kind)?.getItem(key) ?? undefined
}

export function writeString(key: string, value: string, kind: 'local' | 'session' = 'session') {
  try {
    storageOf(kind)?.setItem(key, value)
  } catch {
    // ignore: see writeJson
  }
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

export const isString = (v: unknown): v is string => typeof v === 'string'

/** A path of this app ('/x'), never '//host' or '/\\host', which browsers take for another site. */
export const isInternalPath = (v: unknown): v is string =>
  isString(v) && v.startsWith('/') && !v.startsWith('//') && !v.includes('\\')

export const isArrayOf =
  <T>(item: Guard<T>): Guard<T[]> =>
  (v: unknown): v is T[] =>
    Array.isArray(v) && v.every(item)
