import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { deleteFundContact, queryFundContacts, saveFundContact } from '@/api/fund/fund-contacts'
import { fundKey } from './use-fund-queries'

/** The fund's contacts, and saving or deleting one (the list then loads again). */
export function useFundContacts(fundCode: string, enabled: boolean) {
  const client = useQueryClient()
  const key = fundKey(fundCode, 'contacts')
  const refresh = () => client.invalidateQueries({ queryKey: key })
  const list = useQuery({ queryKey: key, queryFn: () => queryFundContacts(fundCode), enabled })
  const save = useMutation({ mutationFn: saveFundContact, onSuccess: refresh })
  const remove = useMutation({ mutationFn: deleteFundContact, onSuccess: refresh })
  return { list, save, remove }
}
