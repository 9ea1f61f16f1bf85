import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useAfterChange } from '@/hooks/use-after-change'
import { listKey } from '@/hooks/use-table-query'
import { notify } from '@/lib/notify'
import type { TempPassword } from '@contract/api/general-manage'
import {
  approveApply,
  resetStaffPassword,
  returnApply,
  saveStaffUser,
  setStaffStatus,
} from '@/api/gm/users'
import { ROLE_LIST } from '../roles/use-role-actions'

export const STAFF_LIST = 'gm-staff-users'
export const APPLY_LIST = 'gm-applies'

/**
 * 用户管理's actions; a temporary password (a new user, 重置密码, an approved application) is
 * kept here only until its dialog is closed: it is shown once.
 */
export function useStaffActions() {
  const afterUsers = useAfterChange(STAFF_LIST, [listKey(ROLE_LIST)])
  const afterApplies = useAfterChange(APPLY_LIST)
  const [password, setPassword] = useState<TempPassword & { title: string }>()
  const save = useMutation({
    mutationFn: saveStaffUser,
    onSuccess: ({ user, password: temp }) => {
      notify.success(temp ? `用户 ${user.realName} 已新增` : `用户 ${user.realName} 已保存`)
      if (temp) setPassword({ ...temp, title: '用户已新增' })
      return afterUsers()
    },
  })
  const status = useMutation({
    mutationFn: setStaffStatus,
    onSuccess: (user, { action }) => {
      notify.success(`用户 ${user.realName} 已${action === 'enable' ? '启用' : '停用'}`)
      return afterUsers()
    },
  })
  const reset = useMutation({
    mutationFn: resetStaffPassword,
    onSuccess: (temp) => {
      notify.success(`${temp.realName} 的密码已重置`)
      setPassword({ ...temp, title: '密码已重置' })
    },
  })
  const approve = useMutation({
    mutationFn: approveApply,
    onSuccess: (done) => {
      notify.success(`已通过，${done.orgName} 的管理员账号已开通`)
      setPassword({ ...done, title: '申请已通过' })
      return Promise.all([afterApplies(), afterUsers()])
    },
  })
  const giveBack = useMutation({
    mutationFn: returnApply,
    onSuccess: (apply) => {
      notify.success(`申请 ${apply.applyNo} 已退回`)
      return afterApplies()
    },
  })
  return {
    save,
    status,
    reset,
    approve,
    giveBack,
    password,
    closePassword: () => setPassword(undefined),
  }
}
