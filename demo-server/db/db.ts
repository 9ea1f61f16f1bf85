import { DB_VERSION, seed } from './seed'
import { clearSessionLedger } from './session-ledger'
import { inMainSpace, perSpace } from './space'
import type { DbState } from './types'

/**
 * The demo backend's database: one mutable state object, saved through a store after each
 * burst of handled requests so the demo survives a restart (the browser demo: localStorage;
 * the demo server: a JSON file); `reset()` starts again from the seed.
 */
const STORAGE_KEY = 'ceres-demo-db'

/** Where the state is kept between runs. */
export interface DbStore {
  read(): string | null
  write(json: string): void
  /** The saved text could not be read: keep it aside (a server says so) before a new seed. */
  discard?(reason: string): void
}

const localStorageStore: DbStore = {
  read: () => window.localStorage.getItem(STORAGE_KEY),
  write: (json) => window.localStorage.setItem(STORAGE_KEY, json),
}

// The browser demo keeps its db in localStorage; unit tests keep theirs in memory.
let store: DbStore | undefined =
  typeof window !== 'undefined' && import.meta.env.MODE !== 'test' ? localStorageStore : undefined

/** The demo server keeps its db in a file instead (undefined: in memory only). */
export function setDbStore(next: DbStore | undefined) {
  store = next
}

const current = perSpace<DbState | undefined>(() => undefined)

/**
 * The seed is about 0.3 s of generation (1 s in a busy browser), and tests reset the db after
 * every test: generate it once a minute and hand out copies. A minute-old seed differs only in
 * its "just now" timestamps; a test that moves the clock gets a seed of its own time.
 */
let pristine: { minute: number; state: DbState } | undefined
function freshState(): DbState {
  const minute = Math.floor(Date.now() / 60_000)
  if (pristine?.minute !== minute) pristine = { minute, state: seed() }
  return structuredClone(pristine.state)
}

/** Seeded on first use, so a page load that restores a saved demo never generates one. */
export const db: { state: DbState } = {
  get state() {
    const state = current.get() ?? freshState()
    current.set(state)
    return state
  },
  set state(next: DbState) {
    current.set(next)
  },
}

export function resetDb() {
  current.set(freshState())
  clearSessionLedger()
  saveDb()
}

/** Only the main space is kept; a test's space lives as long as the server. */
const kept = () => store !== undefined && inMainSpace()

export function saveDb() {
  if (!store || !inMainSpace()) return
  try {
    store.write(JSON.stringify(db.state))
  } catch {
    // storage full: the demo keeps running from memory
  }
}

let pendingSave: ReturnType<typeof setTimeout> | undefined

/**
 * A page load asks a dozen things at once, and each answer changes (or may change) the state:
 * one write for the burst, not one per answer. The answers of a burst arrive over a few hundred
 * milliseconds, so the write waits that long (a 0 ms wait wrote the 0.6 MB state about ten
 * times per page load). `flushDb` writes a pending one at once (the page is being left).
 */
const SAVE_COALESCE_MS = 400

export function saveDbSoon() {
  if (!kept() || pendingSave !== undefined) return
  pendingSave = setTimeout(flushDb, SAVE_COALESCE_MS)
}

export function flushDb() {
  if (pendingSave === undefined) return
  clearTimeout(pendingSave)
  pendingSave = undefined
  saveDb()
}

/** Loads the saved demo state; anything unreadable or from another version is replaced. */
export function loadDb() {
  if (!store) return
  let raw: string | null = null
  try {
    raw = store.read()
    const saved = raw ? (JSON.parse(raw) as Partial<DbState>) : undefined
    if (saved?.version === DB_VERSION && Array.isArray(saved.users)) {
      // Same version, same tables (a change of tables bumps DB_VERSION): no seed needed.
      db.state = saved as DbState
      return
    }
  } catch (error) {
    if (raw) store.discard?.(error instanceof Error ? error.message : String(error))
  }
  resetDb()
}
