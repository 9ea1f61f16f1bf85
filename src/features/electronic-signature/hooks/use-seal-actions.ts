import { useMutation } from '@tanstack/react-query'
import { useAfterChange } from '@/hooks/use-after-change'
import { notify } from '@/lib/notify'
import { saveSealUsers, setSealStatus } from '@/api/esign/seals'
import { esignKeys } from '@/api/esign/keys'
import { SEAL_LIST } from './use-sign'

/** 授权, 启用 and 停用: the list, the signing view's seals and the to-do counts follow each. */
export function useSealActions() {
  const afterChange = useAfterChange(SEAL_LIST, [esignKeys.signSeals()])
  const status = useMutation({
    mutationFn: setSealStatus,
    onSuccess: (seal, { action }) => {
      notify.success(`${seal.sealName}已${action === 'enable' ? '启用' : '停用'}`)
      return afterChange()
    },
  })
  const users = useMutation({
    mutationFn: saveSealUsers,
    onSuccess: (seal) => {
      notify.success(`${seal.sealName}的授权使用人已保存`)
      return afterChange()
    },
  })
  return { status, users }
}
