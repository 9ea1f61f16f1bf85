import { Form, Input, Modal } from 'antd'

interface Props {
  /** The application returned; undefined closes the dialog. */
  applyNo?: string
  busy: boolean
  onSubmit: (reason: string) => Promise<unknown>
  onCancel: () => void
}

/** 退回: a reason (2–200 characters) the applicant will see. */
export function ReturnDialog({ applyNo, busy, onSubmit, onCancel }: Props) {
  const [form] = Form.useForm<{ reason: string }>()
  const submit = async () => {
    const { reason } = await form.validateFields()
    await onSubmit(reason.trim())
  }
  return (
    <Modal
      open={Boolean(applyNo)}
      title={`退回申请 ${applyNo ?? ''}`}
      okText="确认退回"
      okButtonProps={{ danger: true, loading: busy }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form name="applyReturn" form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label="退回原因"
          extra="申请人可通过申请编号查询到该原因"
          rules={[
            { required: true, whitespace: true, message: '请填写退回原因' },
            { min: 2, max: 200, message: '退回原因应为2-200个字符' },
          ]}
        >
          <Input.TextArea rows={4} showCount maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
