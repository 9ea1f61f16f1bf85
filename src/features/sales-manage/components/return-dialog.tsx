import { Form, Input, Modal } from 'antd'
import { ORDER_RETURN_REASON_MAX } from '@/types/api/sales'

interface Props {
  open: boolean
  /** Sends the reason; the dialog closes when it resolves. */
  onSubmit: (reason: string) => Promise<unknown>
  onCancel: () => void
  busy?: boolean
}

/** 退回 an order: a reason is required (up to 200 characters) before it is sent. */
export function ReturnDialog({ open, onSubmit, onCancel, busy }: Props) {
  const [form] = Form.useForm<{ reason: string }>()
  const submit = async () => {
    const { reason } = await form.validateFields()
    await onSubmit(reason.trim())
    form.resetFields()
  }
  return (
    <Modal
      open={open}
      title="退回募集订单"
      okText="确认退回"
      okButtonProps={{ danger: true, loading: busy }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form name="orderReturnReason" form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label="退回原因"
          rules={[
            { required: true, whitespace: true, message: '请填写退回原因' },
            {
              max: ORDER_RETURN_REASON_MAX,
              message: `退回原因不能超过${ORDER_RETURN_REASON_MAX}个字符`,
            },
          ]}
        >
          <Input.TextArea rows={4} showCount maxLength={ORDER_RETURN_REASON_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
