import { Button, Card, Form, Result, Space, Steps, Tag } from 'antd'
import { LeaveGuardDialog } from '@/components/leave-guard-dialog'
import { useLeaveGuard } from '@/hooks/use-leave-guard'
import { CONTRACT_CUSTODIAN, DRAFT_STEPS, type DraftDetail } from '@contract/api/contract-manage'
import type { useDraftEditor } from '../hooks/use-draft-editor'
import { useWizardSteps } from '../hooks/use-wizard-steps'
import { ContractSummary } from './contract-summary'
import { StepElements } from './step-elements'
import { StepFees } from './step-fees'
import { StepParties } from './step-parties'
import { StepTemplate } from './step-template'
import { fromDraft, type WizardValues } from './wizard-values'

export interface WizardProps {
  managerName: string
  onSaved: (draftId: string) => void
  onExit: () => void
  onOpenContract: (contractId: string) => void
}

interface Props extends WizardProps {
  editor: ReturnType<typeof useDraftEditor>
  initial: DraftDetail | undefined
}

/** The draft's steps over one form, the actions under them, and the result once submitted. */
export function WizardForm({ editor, initial, managerName, ...props }: Props) {
  const [form] = Form.useForm<WizardValues>()
  const wizard = useWizardSteps({
    form,
    editor,
    initial,
    onSaved: (draftId) => {
      // Saved: the address takes the draft's id without asking.
      guard.release()
      props.onSaved(draftId)
    },
  })
  const values = Form.useWatch([], { form, preserve: true }) as WizardValues | undefined
  // Another draft, the list (返回草稿列表), closing or refreshing the tab ask while unsaved.
  const guard = useLeaveGuard({ dirty: wizard.dirty })
  const { step } = wizard
  const template = editor.templates.data?.find((t) => t.fileCode === values?.templateCode)
  if (wizard.contractId) {
    return (
      <Card>
        <Result
          status="success"
          title="合同已提交托管复核"
          subTitle={`合同编号 ${wizard.contractId}，可在「合同查询」中跟踪办理进度。`}
          extra={[
            <Button
              key="open"
              type="primary"
              onClick={() => props.onOpenContract(wizard.contractId!)}
            >
              查看合同进度
            </Button>,
            <Button key="list" onClick={props.onExit}>
              返回草稿列表
            </Button>,
          ]}
        />
      </Card>
    )
  }
  const busy = editor.save.isPending || editor.submit.isPending
  return (
    <Card
      title={
        <Space>
          {editor.draftId ? `合同草稿 ${editor.draftId}` : '新建合同草稿'}
          {wizard.dirty && <Tag color="warning">有未保存的修改</Tag>}
        </Space>
      }
      extra={<Button onClick={props.onExit}>返回草稿列表</Button>}
    >
      <Steps
        className="wizard-steps"
        current={step}
        onChange={(target) => void wizard.goTo(target)}
        items={DRAFT_STEPS.map((title, i) => ({ title, disabled: i > wizard.reached }))}
      />
      <Form<WizardValues>
        form={form}
        name="contract-draft"
        layout="vertical"
        initialValues={initial && fromDraft(initial)}
        onValuesChange={() => wizard.setDirty(true)}
        disabled={busy}
      >
        <section hidden={step !== 0} aria-label="选择模板">
          <StepTemplate
            templates={editor.templates.data}
            loading={editor.templates.isLoading}
            failed={editor.templates.isError}
            onRetry={() => void editor.templates.refetch()}
            onChoose={(t) => form.setFieldValue(['elements', 'fundType'], t.fundType)}
          />
        </section>
        <section hidden={step !== 1} aria-label="产品要素">
          <StepElements />
        </section>
        <section hidden={step !== 2} aria-label="费用条款">
          <StepFees />
        </section>
        <section hidden={step !== 3} aria-label="合同各方">
          <StepParties managerName={managerName} />
        </section>
        {step === 4 && (
          <section aria-label="复核">
            <ContractSummary
              templateName={template?.name ?? initial?.templateName ?? ''}
              elements={values?.elements}
              fees={values?.fees}
              parties={{ ...values?.parties, managerName, custodianName: CONTRACT_CUSTODIAN }}
              onEdit={(target) => void wizard.goTo(target)}
            />
            <p className="wizard-note">提交后合同进入托管复核，可在「合同查询」中跟踪办理进度。</p>
          </section>
        )}
      </Form>
      <div className="wizard-actions">
        {step > 0 && <Button onClick={wizard.back}>上一步</Button>}
        <Button loading={editor.save.isPending} disabled={busy} onClick={() => void wizard.save()}>
          保存草稿
        </Button>
        {step < 4 ? (
          <Button type="primary" onClick={() => void wizard.next()}>
            下一步
          </Button>
        ) : (
          <Button
            type="primary"
            loading={editor.submit.isPending}
            disabled={busy}
            onClick={() => void wizard.submit()}
          >
            提交
          </Button>
        )}
      </div>
      <LeaveGuardDialog open={guard.open} onLeave={guard.leave} onStay={guard.stay} />
    </Card>
  )
}
