import { create } from 'zustand'

/**
 * What the push channel last said, for whoever needs to react (the unread badge, the to-do
 * counts) without importing the notices feature.
 */
interface PushState {
  /** Bumped by every push: subscribers refresh their data. */
  generation: number
  /** The unread count a push carried, if any. */
  unreadFromPush: number | undefined
  pushed: (unreadMessagesCount: number | undefined) => void
}

export const usePushStore = create<PushState>()((set, get) => ({
  generation: 0,
  unreadFromPush: undefined,
  pushed: (unreadMessagesCount) =>
    set({ generation: get().generation + 1, unreadFromPush: unreadMessagesCount }),
}))

export function resetPushStore() {
  usePushStore.setState({ generation: 0, unreadFromPush: undefined })
}
