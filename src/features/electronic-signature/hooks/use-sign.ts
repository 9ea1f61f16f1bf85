import { useMutation, useQuery } from '@tanstack/react-query'
import { useAfterChange } from '@/hooks/use-after-change'
import { listKey } from '@/hooks/use-table-query'
import type { SignConfirm } from '@contract/api/e-signature'
import { confirmSign, docPagesQuery, signSealsQuery } from '@/api/esign/pending-docs'

export const PENDING_LIST = 'esign-pending'
export const RECORD_LIST = 'esign-records'
export const SEAL_LIST = 'esign-seals'

/** What the signing view needs: the document's pages and the seals this user may use. */
export function useSignSources(docId: string | undefined) {
  const pages = useQuery({ ...docPagesQuery(docId ?? ''), enabled: Boolean(docId) })
  const seals = useQuery({
    ...signSealsQuery(),
    enabled: Boolean(docId),
    staleTime: 0,
  })
  return { pages, seals }
}

/**
 * 确认签署: once the server has it, 待签署 and 签署记录 load again and so do the to-do counts
 * (the menu's badge drops at once).
 */
export function useConfirmSign() {
  const afterChange = useAfterChange(PENDING_LIST, [listKey(RECORD_LIST)])
  return useMutation({
    mutationFn: (body: SignConfirm) => confirmSign(body),
    onSuccess: afterChange,
  })
}
