import { Form, Modal } from 'antd'
import type { ReactNode } from 'react'

interface Props<Values> {
  open: boolean
  title: string
  /** The form's name: its fields' ids start with it. */
  name: string
  busy?: boolean
  initialValues?: Partial<Values>
  onFinish: (values: Values) => unknown
  onClose: () => void
  children: ReactNode
}

/** A 保存 dialog around a vertical form: 保存 submits it, and it opens with fresh fields. */
export function FormDialog<Values extends object>({
  open,
  title,
  name,
  busy,
  initialValues,
  onFinish,
  onClose,
  children,
}: Props<Values>) {
  const [form] = Form.useForm<Values>()
  return (
    <Modal
      open={open}
      title={title}
      okText="保存"
      okButtonProps={{ loading: busy }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        name={name}
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={onFinish}
        initialValues={initialValues}
      >
        {children}
      </Form>
    </Modal>
  )
}
