import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useAfterChange } from '@/hooks/use-after-change'
import { listKey } from '@/hooks/use-table-query'
import { notify } from '@/lib/notify'
import type { EmailTypeSave } from '@contract/api/valuation-reports'
import {
  deleteEmailType,
  emailTypeQuery,
  queryEmailTypes,
  saveEmailType,
} from '@/api/valuation/email-api'
import { valuationKeys } from '@/api/valuation/keys'

export const EMAIL_LIST = 'valuation-email-types'

/** One recipient type (查看, 编辑). */
export const useEmailType = (typeId: string | undefined) =>
  useQuery({ ...emailTypeQuery(typeId ?? ''), enabled: Boolean(typeId) })

/**
 * The enabled types, for 发送 (the first 100 are plenty: a handful is usual). A page of the
 * list itself, so it stays under the list's key and loads again whenever the list does.
 */
export const useEnabledEmailTypes = () =>
  useQuery({
    queryKey: [...listKey(EMAIL_LIST), 'enabled'],
    queryFn: () =>
      queryEmailTypes({ filters: { status: 'enabled' }, pageNo: 1, pageSize: 100 }).then(
        (page) => page.list,
      ),
  })

/** 保存 (the list, the type and its view follow) and 删除. */
export function useEmailTypeActions() {
  const client = useQueryClient()
  const afterChange = useAfterChange(EMAIL_LIST)
  const save = useMutation({
    mutationFn: (body: EmailTypeSave) => saveEmailType(body),
    onSuccess: (saved) => {
      client.setQueryData(valuationKeys.emailType(saved.typeId), saved)
      notify.success(`收件人类型“${saved.name}”已保存`)
      return afterChange()
    },
  })
  const remove = useMutation({
    mutationFn: (type: { typeId: string; name: string }) => deleteEmailType(type.typeId),
    onSuccess: (_, type) => {
      client.removeQueries({ queryKey: valuationKeys.emailType(type.typeId) })
      notify.success(`收件人类型“${type.name}”已删除`)
      return afterChange()
    },
  })
  return { save, remove }
}
