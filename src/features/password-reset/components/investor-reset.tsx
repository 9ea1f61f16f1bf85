import { Form } from 'antd'
import { ID_CARD } from '@contract/id-types'
import { INVESTOR_STEPS, useInvestorReset, type InvestorValues } from '../hooks/use-investor-reset'
import { FlowFrame } from './flow-frame'
import { InvestorDone } from './investor-done'
import { InvestorIdentityFields } from './investor-identity-fields'
import { NewPasswordFields } from './new-password-fields'
import { OrgChoice } from './org-choice'
import { SmsCodeStep } from './sms-code-step'
import { StepActions } from './step-actions'

const FORM_NAME = 'investor-reset'
const SUBMIT_TEXT = ['下一步', '下一步', '确认修改']

/**
 * 投资者: identity with the registered mobile, organisation and SMS code, new password, done
 * (with a check of the new password).
 */
export function InvestorReset() {
  const [form] = Form.useForm<InvestorValues>()
  const flow = useInvestorReset(form)
  const { step, account } = flow
  return (
    <FlowFrame titles={INVESTOR_STEPS} step={step} error={flow.error}>
      {step === 3 && account ? (
        <InvestorDone account={account} />
      ) : (
        <Form
          form={form}
          name={FORM_NAME}
          layout="vertical"
          initialValues={{ certificatesType: ID_CARD }}
          onFinish={flow.submit}
          onValuesChange={() => flow.setError(undefined)}
        >
          {step === 0 && <InvestorIdentityFields />}
          {step === 1 && (
            <>
              <OrgChoice name="orgId" label="开户机构" orgs={flow.orgs} valueOf={(o) => o.orgId} />
              <SmsCodeStep
                maskedMobile={flow.maskedMobile}
                countdown={flow.countdown}
                busy={flow.busy}
                onResend={flow.resend}
              />
            </>
          )}
          {step === 2 && (
            <>
              <p className="reset-note">{`为您在「${account?.orgName ?? ''}」的投资者账户设置新密码。`}</p>
              <NewPasswordFields />
            </>
          )}
          <StepActions
            busy={flow.busy}
            submitText={SUBMIT_TEXT[step] ?? '下一步'}
            onBack={step > 0 ? flow.back : undefined}
          />
        </Form>
      )}
    </FlowFrame>
  )
}
