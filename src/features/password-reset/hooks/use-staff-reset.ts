import type { FormInstance } from 'antd'
import { useCallback, useRef, useState } from 'react'
import { checkSamePasswords } from '@/lib/password-rules'
import type { ResetOrganization, StaffIdentity } from '@contract/api/password-reset'
import {
  getCodeForResetPassword,
  resetPassword,
  toResetPasswordPage,
} from '@/api/login/staff-reset'
import { useManagerList } from './use-manager-list'
import { useResetCode } from './use-reset-code'
import { useStepRunner } from './use-step-runner'

export const STAFF_STEPS = ['验证身份', '短信验证', '设置新密码', '完成'] as const

export interface StaffValues extends StaffIdentity {
  verificationCode: string
  orgName: string
  newPassword: string
  confirmPassword: string
}

const identityOf = (v: Partial<StaffValues>): StaffIdentity => ({
  userName: (v.userName ?? '').trim(),
  idType: v.idType ?? '',
  idCode: v.idCode ?? '',
  mobile: v.mobile ?? '',
})
const keyOf = (identity: StaffIdentity) => JSON.stringify(identity)

/**
 * 管理人用户: identity → the SMS code (sent by step one, resent with a 60 s countdown) → the
 * organisation and new password → done. One form holds every step's input, so going back loses
 * nothing; a code or ticket already obtained for the same input is not asked for again.
 */
export function useStaffReset(form: FormInstance<StaffValues>) {
  const runner = useStepRunner()
  const { run, goTo } = runner
  const code = useResetCode()
  const ticket = useRef<{ key: string; code: string }>(undefined)
  const [doneOrg, setDoneOrg] = useState('')

  const preselect = useCallback(
    (orgs: ResetOrganization[]) => {
      const chosen = form.getFieldValue('orgName') as string | undefined
      if (orgs.length === 1) form.setFieldValue('orgName', orgs[0]?.orgName)
      else if (chosen && !orgs.some((o) => o.orgName === chosen))
        form.setFieldValue('orgName', undefined)
    },
    [form],
  )
  const managers = useManagerList(preselect)

  const values = () => form.getFieldsValue(true) as Partial<StaffValues>

  const sendCode = (identity: StaffIdentity) =>
    run(async () => {
      await code.send(keyOf(identity), () => getCodeForResetPassword(identity))
      goTo(1)
    })

  const submitIdentity = () => {
    const identity = identityOf(values())
    return code.holds(keyOf(identity)) ? goTo(1) : sendCode(identity)
  }

  const resend = () => sendCode(identityOf(values()))

  const submitCode = () => {
    const all = values()
    const identity = identityOf(all)
    const typed = (all.verificationCode ?? '').trim()
    const key = keyOf(identity) + typed
    if (ticket.current?.key === key) return goTo(2)
    return run(async () => {
      const { resetPasswordCode } = await toResetPasswordPage(identity, typed)
      ticket.current = { key, code: resetPasswordCode }
      goTo(2)
      void managers.load(resetPasswordCode)
    })
  }

  const retryManagers = () => {
    if (ticket.current) void managers.load(ticket.current.code)
  }

  const submitPassword = () => {
    const all = values()
    const mismatch = checkSamePasswords(all.newPassword ?? '', all.confirmPassword ?? '')
    if (mismatch) {
      form.setFields([{ name: 'confirmPassword', errors: [mismatch] }])
      return undefined
    }
    return run(async () => {
      await resetPassword({
        orgName: all.orgName ?? '',
        newPassword: all.newPassword ?? '',
        newPasswordConfirm: all.confirmPassword ?? '',
        resetPasswordCode: ticket.current?.code ?? '',
      })
      ticket.current = undefined
      setDoneOrg(all.orgName ?? '')
      goTo(3)
    })
  }

  /** The current step's submit (the form's onFinish). */
  const submit = () => {
    const steps = [submitIdentity, submitCode, submitPassword]
    void steps[runner.step]?.()
  }

  return {
    ...runner,
    submit,
    back: () => goTo(Math.max(0, runner.step - 1)),
    resend: () => void resend(),
    countdown: code.countdown,
    maskedMobile: code.maskedMobile,
    managers: managers.list,
    retryManagers,
    doneOrg,
  }
}
