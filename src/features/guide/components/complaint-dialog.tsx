import { Form, Input, Modal } from 'antd'
import { useLengthLimit } from '@/lib/use-length-limit'
import { COMPLAINT_MAX_LENGTH, useComplaint } from '../hooks/use-complaint'

interface Props {
  menuId: number
  open: boolean
  onClose: () => void
}

interface Values {
  review: string
}

const REQUIRED = '请输入评价内容！'
const NO_MASK_CLOSE = { closable: false }

/**
 * 投诉建议: free text about the page, sent 500 ms after 发布. Success closes the dialog and
 * clears the text; a failure keeps both so the user can try again. Closing keeps a draft.
 */
export function ComplaintDialog({ menuId, open, onClose }: Props) {
  const [form] = Form.useForm<Values>()
  const length = useLengthLimit(COMPLAINT_MAX_LENGTH)
  const publish = useComplaint(menuId, () => {
    form.resetFields()
    length.reset()
    onClose()
  })

  const submit = async () => {
    if (publish.isPending) return
    const values = await form.validateFields().catch(() => undefined)
    if (values) publish.mutate(values.review.trim())
  }

  return (
    <Modal
      title="投诉建议"
      open={open}
      width={560}
      mask={NO_MASK_CLOSE}
      okText="发布"
      okButtonProps={{ loading: publish.isPending }}
      onOk={submit}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item
          name="review"
          label="意见或建议"
          rules={[{ required: true, whitespace: true, message: REQUIRED }]}
          normalize={(value?: string) => (value === undefined ? value : length.limit(value))}
          extra={length.hint && <span role="status">{length.hint}</span>}
        >
          <Input.TextArea
            rows={6}
            showCount
            {...length.inputProps}
            placeholder="例如：哪里不好用、缺少什么功能、说明哪里不清楚"
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}
