import { postData } from '@/lib/http/request'
import { isRecord } from '@/lib/safe-storage'
import { useSessionStore } from '@/stores/session-store'
import { useTodoStore } from '@/stores/todo-store'

/**
 * POST /rest/maintenance/queryToDoCount?userId, right after an action that changed the counts
 * (提交, 确认, 撤回): the header's and menus' badges follow at once. Silent: a failure keeps
 * the old counts, and the shell's own refresh comes along soon.
 */
export async function refreshTodoCountsNow() {
  const userId = useSessionStore.getState().user?.userId
  if (!userId) return
  try {
    const data = await postData<unknown>('/rest/maintenance/queryToDoCount', undefined, {
      params: { userId },
      silent: true,
    })
    if (isRecord(data) && useSessionStore.getState().user?.userId === userId) {
      useTodoStore.getState().countsLoaded(userId, data)
    }
  } catch {
    // the badges stay as they were
  }
}
