import { useMutation, useQuery } from '@tanstack/react-query'
import { useAfterChange } from '@/hooks/use-after-change'

/** Query key of one application's detail: per list, per id. */
export const applicationKey = (list: string, id: string | undefined) => ['application', list, id]

/** One record's detail while an id is given (the drawer or form is open). */
export function useApplicationDetail<T>(
  list: string,
  id: string | undefined,
  get: (id: string) => Promise<T>,
) {
  return useQuery({
    queryKey: applicationKey(list, id),
    queryFn: () => get(id as string),
    enabled: Boolean(id),
  })
}

/**
 * An action on a list's records (提交, 确认, 撤回, 新建): once the server has it, the list and
 * the details load again, and so do the to-do counts and lists (the menu badge, the header's
 * count and the home page's 待办事项 drop at once).
 */
export function useApplicationAction<V, T>(list: string, mutationFn: (variables: V) => Promise<T>) {
  const afterChange = useAfterChange(list, [['application', list]])
  return useMutation({ mutationFn, onSuccess: afterChange })
}
