import { Form, Input, Modal } from 'antd'
import { RETURN_REASON_MAX } from '@/types/api/transfer-agent'

interface Props {
  /** Whose application; closed when absent. */
  name: string | undefined
  onSubmit: (reason: string) => Promise<unknown>
  onCancel: () => void
  busy?: boolean
}

/** 退回: a reason is required (up to 200 characters); the dialog closes once it is sent. */
export function ReturnDialog({ name, onSubmit, onCancel, busy }: Props) {
  const [form] = Form.useForm<{ reason: string }>()
  const submit = async () => {
    const { reason } = await form.validateFields()
    await onSubmit(reason.trim())
  }
  return (
    <Modal
      open={Boolean(name)}
      title={`退回开户申请 · ${name ?? ''}`}
      okText="确认退回"
      okButtonProps={{ danger: true, loading: busy }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form name="openAccountReturn" form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label="退回原因"
          rules={[
            { required: true, whitespace: true, message: '请填写退回原因' },
            { max: RETURN_REASON_MAX, message: `退回原因不能超过${RETURN_REASON_MAX}个字符` },
          ]}
        >
          <Input.TextArea rows={4} showCount maxLength={RETURN_REASON_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
