import { Form, type FormProps } from 'antd'
import { useState } from 'react'
import { errorMessage, isApiError } from '@/lib/http/api-error'
import type { ApplySubmitted } from '@contract/api/registration'
import { submitAdminChange } from '@/api/public/applications'
import { fieldOfMessage, toAdminChangeApply, type AdminChangeValues } from '../admin-change-form'

export const MGR_SMS_ID = 'mgr-sms-code'

/**
 * Brings a field into view and focus. By hand: antd's scrollToFirstError leaves a jsdom
 * render without its error messages, and the SMS code's input has its own id.
 */
export function showField(field: keyof AdminChangeValues) {
  const element = document.getElementById(field === 'smsCode' ? MGR_SMS_ID : field)
  element?.scrollIntoView?.({ block: 'center' })
  element?.focus({ preventScroll: true })
}

/** Submits /mgr-change; a refusal shows at the field it is about, and nothing is lost. */
export function useAdminChange() {
  const [form] = Form.useForm<AdminChangeValues>()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string>()
  const [submitted, setSubmitted] = useState<ApplySubmitted>()

  const submit = async (values: AdminChangeValues) => {
    setBusy(true)
    setFailure(undefined)
    try {
      setSubmitted(await submitAdminChange(toAdminChangeApply(values)))
    } catch (e) {
      const message = errorMessage(e, '提交失败，请稍后再试')
      const field = isApiError(e) && e.kind === 'business' ? fieldOfMessage(message) : undefined
      if (field) {
        form.setFields([{ name: field, errors: [message] }])
        showField(field)
      }
      setFailure(message)
    } finally {
      setBusy(false)
    }
  }

  const submitFailed: FormProps<AdminChangeValues>['onFinishFailed'] = ({ errorFields }) => {
    const first = errorFields[0]?.name[0]
    if (first) showField(first as keyof AdminChangeValues)
  }

  return { form, busy, failure, submitted, submit, submitFailed }
}
