import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useSessionUser } from '@/stores/session-store'
import type { DownloadTask, DownloadTaskPage } from '@contract/api/download'
import { deleteTask, taskListQuery } from '@/api/download/download-tasks'
import { downloadKeys } from '@/api/download/keys'

/** While a task is being prepared the list refreshes this often; otherwise it stays still. */
export const TASK_POLL_MS = 2_000

const inProgress = (task: DownloadTask) => task.status === 'queued' || task.status === 'preparing'

export const pollInterval = (page: DownloadTaskPage | undefined) =>
  page?.list.some(inProgress) ? TASK_POLL_MS : false

export function useDownloadTasks(pageNo: number, pageSize: number) {
  const userId = useSessionUser()?.userId
  return useQuery({
    ...taskListQuery(userId ?? '', pageNo, pageSize),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => pollInterval(query.state.data),
  })
}

export function useDeleteTask() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: deleteTask,
    onSettled: () => client.invalidateQueries({ queryKey: downloadKeys.taskLists() }),
  })
}
