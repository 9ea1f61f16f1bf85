import { Form, Modal } from 'antd'
import { LimitedTextArea } from '@/components/limited-text-area'

interface Props {
  open: boolean
  title: string
  /** Sends the reason; the dialog closes when the caller closes it, after this resolves. */
  onSubmit: (reason: string) => Promise<unknown>
  onCancel: () => void
  busy?: boolean
  /** Who will read the reason (under the field). */
  hint?: string
  /** Fewest characters, 1 unless said; the server checks the same bounds. */
  min?: number
  max?: number
  /** The form's name: its fields' ids. */
  formName?: string
}

/** 退回: a reason is required before anything is sent; what was typed stays if sending fails. */
export function ReasonDialog(props: Props) {
  const { open, title, onSubmit, onCancel, busy, hint, min = 1, max = 200 } = props
  const [form] = Form.useForm<{ reason: string }>()
  const submit = async () => {
    const { reason } = await form.validateFields()
    await onSubmit(reason.trim())
    form.resetFields()
  }
  const tooShortOrLong =
    min > 1 ? `退回原因应为${min}-${max}个字符` : `退回原因不能超过${max}个字符`
  return (
    <Modal
      open={open}
      title={title}
      okText="确认退回"
      okButtonProps={{ danger: true, loading: busy }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onCancel}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form name={props.formName ?? 'returnReason'} form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label="退回原因"
          extra={hint}
          rules={[
            { required: true, whitespace: true, message: '请填写退回原因' },
            { min, max, message: tooShortOrLong },
          ]}
        >
          <LimitedTextArea rows={4} max={max} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
