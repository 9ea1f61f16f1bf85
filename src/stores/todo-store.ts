import { create } from 'zustand'
import { LOCAL_KEYS } from '@/config/storage-keys'
import { writeJson } from '@/lib/safe-storage'
import { readTodoCounts, type TodoListCache } from './persisted-shapes'
import { useSessionStore } from './session-store'

/**
 * The current user's to-do counts by key (portal-spec §3), kept under localStorage
 * 'todo-list' as { userId, counts } so the badges show at once after a reload. A corrupted
 * value, or another user's, is discarded on read.
 */
interface TodoState {
  userId: string | undefined
  counts: Record<string, number>
  /** Shows this user's saved counts (none when the saved ones are someone else's). */
  userChanged: (userId: string) => void
  /** Fresh counts from the server; anything that is not a whole number ≥ 0 is left out. */
  countsLoaded: (userId: string, counts: Record<string, unknown>) => void
}

const cleanCounts = (counts: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(counts).filter(
      (entry): entry is [string, number] => Number.isInteger(entry[1]) && Number(entry[1]) >= 0,
    ),
  )

export const useTodoStore = create<TodoState>()((set, get) => ({
  userId: undefined,
  counts: {},
  userChanged: (userId) => {
    if (get().userId === userId) return
    set({ userId, counts: readTodoCounts(userId) })
  },
  countsLoaded: (userId, counts) => {
    const clean = cleanCounts(counts)
    writeJson(LOCAL_KEYS.todoList, { userId, counts: clean } satisfies TodoListCache)
    set({ userId, counts: clean })
  },
}))

/** For tests: forget the counts in memory (storage is cleared separately). */
export function resetTodoStore() {
  useTodoStore.setState({ userId: undefined, counts: {} })
}

// A session that ends takes its user's counts out of memory.
useSessionStore.subscribe((state, previous) => {
  if (previous.token && !state.token) resetTodoStore()
})
