import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { deleteFundContact, fundContactsQuery, saveFundContact } from '@/api/fund/fund-contacts'
import { fundKeys } from '@/api/fund/keys'

/** The fund's contacts, and saving or deleting one (the list then loads again). */
export function useFundContacts(fundCode: string, enabled: boolean) {
  const client = useQueryClient()
  const refresh = () => client.invalidateQueries({ queryKey: fundKeys.contacts(fundCode) })
  const list = useQuery({ ...fundContactsQuery(fundCode), enabled })
  const save = useMutation({ mutationFn: saveFundContact, onSuccess: refresh })
  const remove = useMutation({ mutationFn: deleteFundContact, onSuccess: refresh })
  return { list, save, remove }
}
