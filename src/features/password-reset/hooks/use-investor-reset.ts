import type { FormInstance } from 'antd'
import { useRef, useState } from 'react'
import { checkSamePasswords } from '@/lib/password-rules'
import type {
  InvestorAccountRef,
  InvestorIdentity,
  ResetOrganization,
} from '@contract/api/password-reset'
import {
  getCodeForModifyPassword,
  getInvestorOrganizations,
  modifyPassword,
  toModifyPasswordPage,
} from '@/api/login/investor-reset'
import { useResetCode } from './use-reset-code'
import { useStepRunner } from './use-step-runner'

export const INVESTOR_STEPS = ['验证身份', '短信验证', '设置新密码', '完成'] as const

export interface InvestorValues extends InvestorIdentity {
  orgId: string
  verificationCode: string
  newPassword: string
  confirmPassword: string
}

const identityOf = (v: Partial<InvestorValues>): InvestorIdentity => ({
  userName: (v.userName ?? '').trim(),
  certificatesType: v.certificatesType ?? '',
  certificatesNum: v.certificatesNum ?? '',
  mobile: v.mobile ?? '',
})
const keyOf = (identity: InvestorIdentity) => JSON.stringify(identity)

/**
 * 投资者: identity with the registered mobile (getInvestorOrganizationsForUser, and the SMS
 * code sent) → the organisation and the code (toModifyPasswordPage) → the new password twice
 * (modifyPassword) → done. One form holds every step's input, so going back loses nothing; a
 * code or consent already obtained for the same input is not asked for again.
 */
export function useInvestorReset(form: FormInstance<InvestorValues>) {
  const runner = useStepRunner()
  const { run, goTo } = runner
  const code = useResetCode()
  const consented = useRef<string>(undefined)
  const [orgs, setOrgs] = useState<ResetOrganization[]>([])
  const [account, setAccount] = useState<InvestorAccountRef>()

  const values = () => form.getFieldsValue(true) as Partial<InvestorValues>
  const sendCode = (identity: InvestorIdentity) =>
    code.send(keyOf(identity), () => getCodeForModifyPassword(identity))

  const submitIdentity = () =>
    run(async () => {
      const identity = identityOf(values())
      const found = await getInvestorOrganizations(identity)
      if (!Array.isArray(found) || found.length === 0) {
        throw new Error('未查询到该投资者开户的机构，请联系您的管理人')
      }
      setOrgs(found)
      const chosen = form.getFieldValue('orgId') as string | undefined
      if (found.length === 1) form.setFieldValue('orgId', found[0]?.orgId)
      else if (chosen && !found.some((o) => o.orgId === chosen))
        form.setFieldValue('orgId', undefined)
      if (!code.holds(keyOf(identity))) await sendCode(identity)
      goTo(1)
    })

  const resend = () => run(() => sendCode(identityOf(values())))

  const submitCode = () => {
    const all = values()
    const org = orgs.find((o) => o.orgId === all.orgId)
    const typed = (all.verificationCode ?? '').trim()
    return run(async () => {
      if (!org) throw new Error('请选择开户机构')
      const ref = { ...identityOf(all), ...org }
      const key = keyOf(ref) + typed
      if (consented.current !== key) await toModifyPasswordPage(ref, typed)
      consented.current = key
      setAccount(ref)
      goTo(2)
    })
  }

  const submitPassword = () => {
    const all = values()
    const mismatch = checkSamePasswords(all.newPassword ?? '', all.confirmPassword ?? '')
    if (mismatch) {
      form.setFields([{ name: 'confirmPassword', errors: [mismatch] }])
      return undefined
    }
    return run(async () => {
      if (!account) throw new Error('身份验证已失效，请重新验证')
      await modifyPassword(account, all.newPassword ?? '', all.confirmPassword ?? '')
      consented.current = undefined
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
    orgs,
    account,
  }
}
