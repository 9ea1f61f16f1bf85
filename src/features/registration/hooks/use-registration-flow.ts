import { Form } from 'antd'
import { useState } from 'react'
import { errorMessage, isApiError } from '@/lib/http/api-error'
import type { ApplySubmitted } from '@contract/api/registration'
import { checkRegCode } from '@/api/public/apply-code'
import { submitRegistration } from '@/api/public/applications'
import {
  fieldOfMessage,
  STEP_FIELDS,
  toRegistrationApply,
  type RegistrationValues,
} from '../registration-form'

const KEPT = '您填写的信息和上传的材料均已保留。'

/**
 * The steps of /reg over one form: each step's fields are checked before the next (the SMS
 * code by the server too); going back loses nothing; a refused submission shows the field it
 * is about, and nothing typed or uploaded is lost.
 */
export function useRegistrationFlow() {
  const [form] = Form.useForm<RegistrationValues>()
  const [step, setStep] = useState(0)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string>()
  const [submitted, setSubmitted] = useState<ApplySubmitted>()

  const showRefusal = (message: string) => {
    const target = fieldOfMessage(message)
    if (target) {
      form.setFields([{ name: target.field, errors: [message] }])
      setStep(target.step)
    }
    setFailure(message)
  }

  const stepValid = (index: number) =>
    form
      .validateFields([...(STEP_FIELDS[index] ?? [])])
      .then(() => true)
      .catch(() => false)

  const next = async () => {
    if (!(await stepValid(step))) return
    if (step === 1) {
      setBusy(true)
      const { mobile, smsCode } = form.getFieldsValue(['mobile', 'smsCode'])
      const refused = await checkRegCode(mobile.trim(), smsCode.trim())
        .then(() => undefined)
        .catch((e: unknown) => errorMessage(e, '短信验证码校验失败，请稍后再试'))
      setBusy(false)
      if (refused) {
        form.setFields([{ name: 'smsCode', errors: [refused] }])
        return
      }
    }
    setFailure(undefined)
    setStep(step + 1)
  }

  const submit = async () => {
    for (let index = 0; index < STEP_FIELDS.length; index += 1) {
      if (!(await stepValid(index))) {
        setStep(index)
        return
      }
    }
    setBusy(true)
    setFailure(undefined)
    try {
      const values = form.getFieldsValue(true) as RegistrationValues
      setSubmitted(await submitRegistration(toRegistrationApply(values)))
    } catch (e) {
      const message = errorMessage(e, '提交失败，请稍后再试')
      // A business refusal names a field; a server or network failure is only retried.
      if (isApiError(e) && e.kind === 'business') showRefusal(message)
      else setFailure(message)
    } finally {
      setBusy(false)
    }
  }

  const back = () => setStep((s) => Math.max(0, s - 1))
  /** The steps bar: earlier steps only; later ones are reached with 下一步. */
  const goTo = (index: number) => index < step && setStep(index)

  return { form, step, busy, failure, kept: KEPT, submitted, next, back, goTo, submit }
}
