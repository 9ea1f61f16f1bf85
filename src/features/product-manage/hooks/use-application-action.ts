import { useMutation, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { productKeys } from '@/api/product/keys'
import { useAfterChange } from '@/hooks/use-after-change'

/** One record's detail while an id is given (the drawer or form is open), by its query options. */
export function useApplicationDetail<T, K extends QueryKey>(
  record: (id: string) => UseQueryOptions<T, Error, T, K>,
  id: string | undefined,
) {
  return useQuery({ ...record(id ?? ''), enabled: Boolean(id) })
}

/**
 * An action on a list's records (提交, 确认, 撤回, 新建): once the server has it, the list and
 * the details load again, and so do the to-do counts and lists (the menu badge, the header's
 * count and the home page's 待办事项 drop at once).
 */
export function useApplicationAction<V, T>(list: string, mutationFn: (variables: V) => Promise<T>) {
  const afterChange = useAfterChange(list, [productKeys.applications(list)])
  return useMutation({ mutationFn, onSuccess: afterChange })
}
