import { perSpace } from './space'
import type { SessionRecord } from './types'

/**
 * The demo's sessions as every tab of the browser sees them. Each tab runs its own copy of the
 * db in memory and saves the whole of it now and then, so a tab that has not heard of a login
 * or a logout elsewhere would keep answering (or save back) a session another tab ended. This
 * small record, kept under its own localStorage key and read on every check, is what all tabs
 * agree on: the sessions opened anywhere, and the tokens ended anywhere (answered 401 until
 * they would have expired anyway). In unit tests it lives in memory.
 */
const STORAGE_KEY = 'ceres-demo-sessions'

interface Ledger {
  opened: SessionRecord[]
  /** Ended tokens and when they would have expired. */
  ended: Record<string, number>
}

const empty = (): Ledger => ({ opened: [], ended: {} })
const memory = perSpace(empty)

const shared = () => typeof window !== 'undefined' && import.meta.env.MODE !== 'test'

const isSession = (v: unknown): v is SessionRecord => {
  const s = v as Partial<SessionRecord> | null
  return (
    typeof s === 'object' &&
    s !== null &&
    typeof s.token === 'string' &&
    typeof s.userId === 'string' &&
    typeof s.orgId === 'string' &&
    typeof s.expiresAt === 'number'
  )
}

function read(): Ledger {
  if (!shared()) return memory.get()
  try {
    const saved = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null') as unknown
    const { opened, ended } = (saved ?? {}) as Partial<Ledger>
    return {
      opened: Array.isArray(opened) ? opened.filter(isSession) : [],
      ended: typeof ended === 'object' && ended !== null ? ended : {},
    }
  } catch {
    return empty()
  }
}

function write(ledger: Ledger) {
  const now = Date.now()
  const pruned: Ledger = {
    opened: ledger.opened.filter((s) => s.expiresAt > now && !Object.hasOwn(ledger.ended, s.token)),
    ended: Object.fromEntries(Object.entries(ledger.ended).filter(([, at]) => at > now)),
  }
  if (!shared()) {
    memory.set(pruned)
    return
  }
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(pruned))
  } catch {
    // storage full: this tab still knows from its own db
  }
}

export function sessionOpened(session: SessionRecord) {
  const ledger = read()
  write({ ...ledger, opened: [...ledger.opened, session] })
}

/** Ends these sessions in every tab. */
export function sessionsEnded(sessions: readonly SessionRecord[]) {
  const ledger = read()
  const ended = { ...ledger.ended }
  for (const s of sessions) ended[s.token] = s.expiresAt
  write({ ...ledger, ended })
}

/** The sessions another tab opened that this tab's db may not hold yet. */
export const openedSessions = (): readonly SessionRecord[] => read().opened

export const isEnded = (token: string) => Object.hasOwn(read().ended, token)

export function clearSessionLedger() {
  memory.set(empty())
  if (!shared()) return
  try {
    window.localStorage.removeItem(STORAGE_KEY)
  } catch {
    // nothing kept
  }
}
