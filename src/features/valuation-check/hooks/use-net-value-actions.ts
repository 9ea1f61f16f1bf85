import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useAfterChange } from '@/hooks/use-after-change'
import { notify } from '@/lib/notify'
import { valuationKeys } from '@/api/valuation/keys'
import { confirmNav, confirmNavNotice } from '@/api/valuation/net-values'

export const NET_VALUE_LIST = 'net-values'

/** 核对确认 of a day's NAV (T00018) and 确认发布 of an announcement (T00063). */
export function useNetValueActions() {
  const client = useQueryClient()
  const afterChange = useAfterChange(NET_VALUE_LIST)
  const confirm = useMutation({
    mutationFn: confirmNav,
    onSuccess: () => {
      notify.success('净值已核对确认')
      return afterChange()
    },
  })
  const publish = useMutation({
    mutationFn: confirmNavNotice,
    onSuccess: (notice) => {
      client.setQueryData(valuationKeys.navNotice(notice.fundCode, notice.date), notice)
      notify.success('净值公告已确认发布')
      return afterChange()
    },
  })
  return { confirm, publish }
}
