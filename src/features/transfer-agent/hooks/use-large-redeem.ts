import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useAfterChange } from '@/hooks/use-after-change'
import { listKey } from '@/hooks/use-table-query'
import { notify } from '@/lib/notify'
import { REMAINDER_LABEL, type LargeRedeemDecision } from '@contract/api/transfer-agent'
import { taKeys } from '@/api/ta/keys'
import { confirmLargeRedeem } from '@/api/ta/large-redeems'

export const LARGE_REDEEM_LIST = 'ta-large-redeems'

/** 全额确认 or 部分确认: the detail, the list, 交易申请 and the to-do counts follow. */
export function useLargeRedeemDecision() {
  const client = useQueryClient()
  const afterChange = useAfterChange(LARGE_REDEEM_LIST, [listKey('ta-trade-applies')])
  return useMutation({
    mutationFn: (decision: LargeRedeemDecision) => confirmLargeRedeem(decision),
    onSuccess: (detail) => {
      client.setQueryData(taKeys.largeRedeem(detail.id), detail)
      notify.success(
        detail.status === 'full'
          ? `已全额确认 ${detail.fundName} 的赎回申请`
          : `已部分确认 ${detail.fundName} 的赎回申请（${((detail.confirmRatio ?? 0) * 100).toFixed(2)}%），其余${REMAINDER_LABEL[detail.remainder ?? 'defer']}`,
      )
      return afterChange()
    },
  })
}
