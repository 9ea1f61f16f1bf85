import { Alert, Button, Form } from 'antd'
import { useEffect, useRef, type ReactNode } from 'react'
import { useRegistrationFlow } from '../hooks/use-registration-flow'
import { STEPS, type RegistrationValues } from '../registration-form'
import { ApplySuccess } from './apply-success'
import { ConfirmFields } from './confirm-fields'
import { ContactFields } from './contact-fields'
import { DocumentFields } from './document-fields'
import { OrgFields } from './org-fields'
import { StepBar } from './step-bar'

/**
 * 管理人注册 in four steps over one form. Every step stays mounted (hidden when not current)
 * so going back keeps what was typed, and uploads in progress carry on.
 */
export function RegistrationSteps() {
  const flow = useRegistrationFlow()
  const { form, step } = flow
  const heading = useRef<HTMLHeadingElement>(null)
  const shownStep = useRef(step)

  useEffect(() => {
    // After a step change (not on arrival), take keyboard and screen-reader users to its top.
    if (shownStep.current !== step) heading.current?.focus()
    shownStep.current = step
  }, [step])

  if (flow.submitted) return <ApplySuccess title="注册申请已提交" submitted={flow.submitted} />

  const panel = (index: number, content: ReactNode) => <div hidden={step !== index}>{content}</div>
  return (
    <>
      <StepBar steps={STEPS} current={step} onBack={flow.goTo} />
      <h2 className="apply-step-title" tabIndex={-1} ref={heading}>
        第 {step + 1} 步：{STEPS[step]}
      </h2>
      {flow.failure && (
        <Alert
          className="apply-alert"
          type="error"
          showIcon
          title={`提交未成功：${flow.failure}`}
          description={flow.kept}
        />
      )}
      <Form<RegistrationValues>
        form={form}
        layout="vertical"
        validateTrigger="onBlur"
        requiredMark
        initialValues={{ agreed: false }}
        className="apply-form"
      >
        {panel(0, <OrgFields />)}
        {panel(1, <ContactFields />)}
        {panel(2, <DocumentFields />)}
        {step === 3 && <ConfirmFields values={form.getFieldsValue(true)} onEdit={flow.goTo} />}
        <div className="apply-actions">
          {step > 0 && <Button onClick={flow.back}>上一步</Button>}
          {step < STEPS.length - 1 ? (
            <Button type="primary" loading={flow.busy} onClick={() => void flow.next()}>
              下一步
            </Button>
          ) : (
            <Button type="primary" loading={flow.busy} onClick={() => void flow.submit()}>
              提交申请
            </Button>
          )}
        </div>
      </Form>
    </>
  )
}
