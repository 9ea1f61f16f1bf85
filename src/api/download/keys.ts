/** Query keys of /rest/download, from one factory (see api/custodian/keys.ts). */
export const downloadKeys = {
  all: ['download'] as const,
  /** Every page of the task list (a deletion reloads them). */
  taskLists: () => [...downloadKeys.all, 'tasks'] as const,
  taskList: (userId: string, pageNo: number, pageSize: number) =>
    [...downloadKeys.taskLists(), userId, pageNo, pageSize] as const,
}
