import { DB_VERSION, seed } from './seed'
import type { DbState } from './types'

/**
 * The demo backend's database: one mutable state object. In the browser it is saved to
 * localStorage after each handled request so the demo survives a reload; `reset()` starts
 * again from the seed.
 */
const STORAGE_KEY = 'ceres-demo-db'

export const db: { state: DbState } = { state: seed() }

export function resetDb() {
  db.state = seed()
  saveDb()
}

const canPersist = () => typeof window !== 'undefined' && import.meta.env.MODE !== 'test'

export function saveDb() {
  if (!canPersist()) return
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(db.state))
  } catch {
    // storage full: the demo keeps running from memory
  }
}

/** Loads the saved demo state; anything unreadable or from another version is replaced. */
export function loadDb() {
  if (!canPersist()) return
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY)
    const saved = raw ? (JSON.parse(raw) as Partial<DbState>) : undefined
    if (saved?.version === DB_VERSION && Array.isArray(saved.users)) {
      db.state = { ...seed(), ...saved }
      return
    }
  } catch {
    // fall through to a fresh seed
  }
  resetDb()
}
