import { Alert, Checkbox, Form, Modal, Select } from 'antd'
import { LimitedInput } from '@/components/limited-input'
import { useState } from 'react'
import { useOnChange } from '@/hooks/use-on-change'
import { errorMessage } from '@/lib/http/api-error'
import { isEmail } from '@contract/validators'
import {
  CONTACT_NOTICES,
  CONTACT_ROLES,
  type FundContact,
  type FundContactInput,
} from '@contract/api/fund-query'

const MOBILE = /^1[3-9]\d{9}$/
const NEW_CONTACT = {}
const ROLE_OPTIONS = CONTACT_ROLES.map((value) => ({ value, label: value }))

type Values = Omit<FundContactInput, 'fundCode' | 'contactId'>

interface Props {
  open: boolean
  fundCode: string
  /** The contact edited; none to add one. */
  contact?: FundContact
  onClose: () => void
  onSave: (input: FundContactInput) => Promise<unknown>
}

/**
 * 新增 / 编辑联系人: checked as typed (Chinese messages); a refusal from the server is shown
 * in the dialog, which stays open with everything typed.
 */
export function ContactFormDialog({ open, fundCode, contact, onClose, onSave }: Props) {
  const [form] = Form.useForm<Values>()
  const [saving, setSaving] = useState(false)
  const [refusal, setRefusal] = useState<string>()
  // On opening (not again when its tab is shown: what was typed stays).
  useOnChange(open && (contact ?? NEW_CONTACT), () => {
    if (!open) return
    form.resetFields()
    // The mobile is masked in the list: an edit starts it empty, and empty keeps the stored one.
    if (contact) form.setFieldsValue({ ...contact, mobile: '', notices: [...contact.notices] })
  })

  const close = () => {
    setRefusal(undefined)
    onClose()
  }

  const submit = async (values: Values) => {
    setSaving(true)
    setRefusal(undefined)
    try {
      await onSave({ ...values, fundCode, contactId: contact?.contactId })
      close()
    } catch (e) {
      setRefusal(errorMessage(e, '保存失败，请稍后重试'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      open={open}
      title={contact ? '编辑联系人' : '新增联系人'}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={close}
      forceRender
    >
      {refusal && <Alert type="error" showIcon title={refusal} role="alert" />}
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => void submit(v)}
        name="fund-contact"
        initialValues={{ notices: [] }}
      >
        <Form.Item
          name="name"
          label="姓名"
          rules={[{ required: true, whitespace: true, message: '请输入联系人姓名' }]}
        >
          <LimitedInput max={20} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="role"
          label="角色"
          rules={[{ required: true, message: '请选择联系人角色' }]}
        >
          <Select aria-label="角色" options={ROLE_OPTIONS} placeholder="请选择" />
        </Form.Item>
        <Form.Item
          name="mobile"
          label="手机号码"
          extra={contact ? `当前为 ${contact.mobile}，留空则不修改` : undefined}
          rules={[
            { required: !contact, message: '请输入手机号码' },
            { pattern: MOBILE, message: '请输入正确的11位手机号码' },
          ]}
        >
          <LimitedInput
            max={11}
            inputMode="numeric"
            autoComplete="off"
            placeholder={contact ? '留空则不修改' : undefined}
          />
        </Form.Item>
        <Form.Item
          name="email"
          label="邮箱"
          rules={[
            { required: true, message: '请输入邮箱地址' },
            {
              validator: (_, value: string) =>
                !value || isEmail(value.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error('请输入正确的邮箱地址')),
            },
          ]}
        >
          <LimitedInput max={100} autoComplete="off" />
        </Form.Item>
        <Form.Item name="notices" label="接收通知">
          <Checkbox.Group options={[...CONTACT_NOTICES]} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
