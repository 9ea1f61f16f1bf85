import { Form } from 'antd'
import { ID_CARD } from '@contract/id-types'
import { STAFF_STEPS, useStaffReset, type StaffValues } from '../hooks/use-staff-reset'
import { FlowFrame } from './flow-frame'
import { ManagerChoice } from './manager-choice'
import { NewPasswordFields } from './new-password-fields'
import { SmsCodeStep } from './sms-code-step'
import { StaffDone } from './staff-done'
import { StaffIdentityFields } from './staff-identity-fields'
import { StepActions } from './step-actions'

const FORM_NAME = 'staff-reset'
const SUBMIT_TEXT = ['下一步', '下一步', '确认重置']

/** 管理人用户: identity, SMS code, organisation and new password, done. */
export function StaffReset() {
  const [form] = Form.useForm<StaffValues>()
  const flow = useStaffReset(form)
  const { step } = flow
  return (
    <FlowFrame titles={STAFF_STEPS} step={step} error={flow.error}>
      {step === 3 ? (
        <StaffDone />
      ) : (
        <Form
          form={form}
          name={FORM_NAME}
          layout="vertical"
          initialValues={{ idType: ID_CARD }}
          onFinish={flow.submit}
          onValuesChange={() => flow.setError(undefined)}
        >
          {step === 0 && <StaffIdentityFields />}
          {step === 1 && (
            <SmsCodeStep
              maskedMobile={flow.maskedMobile}
              countdown={flow.countdown}
              busy={flow.busy}
              onResend={flow.resend}
            />
          )}
          {step === 2 && (
            <>
              <ManagerChoice list={flow.managers} onRetry={flow.retryManagers} />
              <NewPasswordFields />
            </>
          )}
          <StepActions
            busy={flow.busy}
            submitText={SUBMIT_TEXT[step] ?? '下一步'}
            submitDisabled={step === 2 && flow.managers.status !== 'ready'}
            onBack={step > 0 ? flow.back : undefined}
          />
        </Form>
      )}
    </FlowFrame>
  )
}
