import type { PersistStorage } from 'zustand/middleware'

/** What a store persists of a key that keeps each user's list under their userId. */
export type UserEntry<K extends string, T> = { userId: string | undefined } & Record<K, T[]>

/**
 * A zustand `persist` storage for one user's entry in a list of { userId, … } (portal-spec §3
 * 'recent-menu', 'search-history-list'). The key keeps the spec's shape, not persist's
 * { state, version } envelope: since the spec fixes that shape, what is stored is version 0.
 *
 * `read` and `write` are the shape's own functions (persisted-shapes.ts): `read` validates
 * the whole list and discards a corrupt one; `write` replaces that user's entry, leaving the
 * others' as they are, and drops it when empty. Reading gives the entry of the user named by
 * `readFor` (a store calls it, then rehydrates, when its user changes); writing, the entry of
 * the state's userId, and nothing without one.
 */
export function userEntryStorage<K extends string, T>(
  field: K,
  read: (userId: string) => T[],
  write: (userId: string, items: T[]) => void,
) {
  let whose: string | undefined
  const storage: PersistStorage<UserEntry<K, T>> = {
    getItem: () => {
      const state = { userId: whose, [field]: whose ? read(whose) : [] } as UserEntry<K, T>
      return { state, version: 0 }
    },
    setItem: (_name, { state }) => {
      if (state.userId) write(state.userId, state[field])
    },
    removeItem: () => {
      if (whose) write(whose, [])
    },
  }
  return {
    storage,
    readFor: (userId: string | undefined) => {
      whose = userId
    },
  }
}
