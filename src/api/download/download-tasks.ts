import { queryOptions } from '@tanstack/react-query'
import { getFile } from '@/lib/http/request-file'
import { postData } from '@/lib/http/request'
import { saveFile } from '@/lib/save-file'
import type { DownloadTaskPage } from '@contract/api/download'
import { downloadKeys } from './keys'

/** POST /rest/download/queryTaskList?userId&pageNo&pageSize: the user's tasks, newest first. */
export const queryTaskList = (userId: string, pageNo: number, pageSize: number) =>
  postData<DownloadTaskPage>('/rest/download/queryTaskList', undefined, {
    params: { userId, pageNo, pageSize },
    silent: true,
  })

export const taskListQuery = (userId: string, pageNo: number, pageSize: number) =>
  queryOptions({
    queryKey: downloadKeys.taskList(userId, pageNo, pageSize),
    queryFn: () => queryTaskList(userId, pageNo, pageSize),
  })

/** POST /rest/download/deleteTask?taskId */
export const deleteTask = (taskId: string) =>
  postData<null>('/rest/download/deleteTask', undefined, { params: { taskId } })

/** GET /rest/download/file?taskId: the ready file, fetched through the client and saved. */
export async function downloadTaskFile(taskId: string, fileName: string) {
  const file = await getFile('/rest/download/file', { params: { taskId } })
  saveFile(file.blob, file.fileName ?? fileName)
}
