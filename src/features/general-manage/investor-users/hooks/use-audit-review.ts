import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useAfterChange } from '@/hooks/use-after-change'
import { listKey } from '@/hooks/use-table-query'
import { notify } from '@/lib/notify'
import { investorUserKeys } from '@/api/investor-user/keys'
import type { AccountAuditDetail, AuditReview, ResetAuditDetail } from '@contract/api/investor-user'
import { reviewAccountAudit, reviewResetAudit } from '@/api/investor-user/investor-audits'

export type AuditKind = 'account' | 'reset'

/** Each audit tab's list, its detail query and its endpoints. */
export const AUDIT_KINDS = {
  account: {
    list: 'investor-account-audits',
    review: reviewAccountAudit,
    approved: (mobile: string) => `已通过，投资者账户已开通，初始密码已通过短信发送至 ${mobile}`,
  },
  reset: {
    list: 'investor-reset-audits',
    review: reviewResetAudit,
    approved: (mobile: string) => `已通过，临时密码已通过短信发送至 ${mobile}`,
  },
} as const

/**
 * 通过 or 退回 an audit: says what happened (where the password went), then the list, the
 * detail, the 投资者用户 list and the to-do counts follow, so the menu's badge drops at once.
 */
export function useAuditReview(kind: AuditKind) {
  const client = useQueryClient()
  const spec = AUDIT_KINDS[kind]
  const afterChange = useAfterChange(spec.list, [listKey('investor-users')])
  return useMutation({
    mutationFn: (review: AuditReview): Promise<AccountAuditDetail | ResetAuditDetail> =>
      spec.review(review),
    onSuccess: (detail, review) => {
      client.setQueryData(investorUserKeys.audit(kind, detail.auditId), detail)
      notify.success(
        review.action === 'approve'
          ? spec.approved(detail.mobile)
          : `已退回，退回原因已通过短信告知 ${detail.mobile}`,
      )
      return afterChange()
    },
  })
}
