import { useMutation, useQueryClient } from '@tanstack/react-query'
import { notify } from '@/lib/notify'
import type { InstructionReview } from '@contract/api/custodian'
import { custodianKeys } from '@/api/custodian/keys'
import { reviewInstruction } from '@/api/custodian/transfer-instructions'
import { useAfterChange } from '@/hooks/use-after-change'

export const INSTRUCTION_LIST = 'custodian-instructions'

/** 复核通过 or 退回 an instruction: the list, its detail and the to-do counts follow. */
export function useInstructionReview() {
  const client = useQueryClient()
  const afterChange = useAfterChange(INSTRUCTION_LIST)
  return useMutation({
    mutationFn: (review: InstructionReview) => reviewInstruction(review),
    onSuccess: (detail, review) => {
      client.setQueryData(custodianKeys.instruction(detail.instructionId), detail)
      notify.success(review.action === 'approve' ? '复核通过，已提交托管审核' : '指令已退回')
      return afterChange()
    },
  })
}
