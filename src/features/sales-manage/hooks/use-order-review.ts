import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useAfterChange } from '@/hooks/use-after-change'
import { notify } from '@/lib/notify'
import type { RaiseOrderReview } from '@contract/api/sales'
import { salesKeys } from '@/api/sales/keys'
import { reviewRaiseOrder } from '@/api/sales/raise-orders'

export const ORDER_LIST = 'sales-raise-orders'

/** 通过 or 退回 an order: its detail, the list and the to-do counts (the menu badge) follow. */
export function useOrderReview() {
  const client = useQueryClient()
  const afterChange = useAfterChange(ORDER_LIST)
  return useMutation({
    mutationFn: (review: RaiseOrderReview) => reviewRaiseOrder(review),
    onSuccess: (detail, review) => {
      client.setQueryData(salesKeys.raiseOrder(detail.orderId), detail)
      notify.success(
        review.action === 'approve'
          ? `订单 ${detail.orderId} 已审核通过，等待登记确认份额`
          : `订单 ${detail.orderId} 已退回，销售渠道将通知投资者`,
      )
      return afterChange()
    },
  })
}
