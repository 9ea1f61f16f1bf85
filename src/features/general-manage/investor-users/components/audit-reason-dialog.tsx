import { Form, Modal } from 'antd'
import { LimitedTextArea } from '@/components/limited-text-area'
import { AUDIT_REASON_MAX } from '@/types/api/investor-user'

interface Props {
  open: boolean
  /** Whose application: 刘晓梅的开户申请. */
  subject: string
  busy?: boolean
  /** Sends the reason; the dialog closes when it resolves. */
  onSubmit: (reason: string) => Promise<unknown>
  onCancel: () => void
}

/** 退回: a reason is required (up to 200 characters); the investor is told it by SMS. */
export function AuditReasonDialog({ open, subject, busy, onSubmit, onCancel }: Props) {
  const [form] = Form.useForm<{ reason: string }>()
  const submit = async () => {
    const { reason } = await form.validateFields()
    await onSubmit(reason.trim())
    form.resetFields()
  }
  return (
    <Modal
      open={open}
      title={`退回${subject}`}
      okText="确认退回"
      okButtonProps={{ danger: true, loading: busy }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onCancel}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form name="auditReturnReason" form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label="退回原因"
          extra="退回原因将通过短信告知投资者"
          rules={[
            { required: true, whitespace: true, message: '请填写退回原因' },
            { max: AUDIT_REASON_MAX, message: `退回原因不能超过${AUDIT_REASON_MAX}个字符` },
          ]}
        >
          <LimitedTextArea rows={4} max={AUDIT_REASON_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
