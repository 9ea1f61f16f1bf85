/** Query keys of /rest/demand, from one factory (see api/custodian/keys.ts). */
export const demandKeys = {
  all: ['demand'] as const,
  /** Every page of every user's suggestions (a submit reloads them). */
  myLists: () => [...demandKeys.all, 'mine'] as const,
  myList: (userId: string, status: string, pageNo: number, pageSize: number) =>
    [...demandKeys.myLists(), userId, status, pageNo, pageSize] as const,
}
