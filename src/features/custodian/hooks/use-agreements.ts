import { useMutation } from '@tanstack/react-query'
import { notify } from '@/lib/notify'
import type { TripartiteAgreement } from '@contract/api/custodian'
import { downloadAgreement, signAgreement } from '@/api/custodian/agreements'
import { useAfterChange } from '@/hooks/use-after-change'

export const AGREEMENT_LIST = 'custodian-agreements'

/** 确认签署 (the list and T00014/T00064 follow) and 下载 (a failure's message is shown). */
export function useAgreementActions() {
  const afterChange = useAfterChange(AGREEMENT_LIST)
  const sign = useMutation({
    mutationFn: signAgreement,
    onSuccess: () => {
      notify.success('协议已签署')
      return afterChange()
    },
  })
  const download = useMutation({
    mutationFn: (agreement: TripartiteAgreement) => downloadAgreement(agreement),
  })
  return { sign, download }
}
