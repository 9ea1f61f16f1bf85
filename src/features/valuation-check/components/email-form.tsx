import { Button, Checkbox, Form, Input, Radio, Space } from 'antd'
import { LimitedInput } from '@/components/limited-input'
import { LimitedTextArea } from '@/components/limited-text-area'
import { useState } from 'react'
import { LeaveGuardDialog } from '@/components/leave-guard-dialog'
import { useLeaveGuard } from '@/hooks/use-leave-guard'
import {
  EMAIL_FREQUENCY_LABEL,
  EMAIL_LIMITS,
  EMAIL_REPORT_TYPE_LABEL,
  EMAIL_TYPE_STATUS_LABEL,
  type EmailRecipientType,
  type EmailTypeSave,
} from '@contract/api/valuation-reports'
import { addressesValidator, parseAddresses } from './email-addresses'

interface Values extends Omit<EmailTypeSave, 'recipients' | 'typeId'> {
  recipients: string
}

const options = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }))

const valuesOf = (type?: EmailRecipientType): Partial<Values> =>
  type
    ? { ...type, recipients: type.recipients.join('\n') }
    : { status: 'enabled', reportTypes: [], remark: '', name: '', recipients: '' }

interface Props {
  type?: EmailRecipientType
  saving: boolean
  onSave: (body: EmailTypeSave) => Promise<EmailRecipientType>
  /** After a save (the guard is off by then): where to go next. */
  onSaved: (saved: EmailRecipientType) => void
  onCancel: () => void
}

/**
 * A recipient type's form: 类型名称, the addresses (each checked, the bad ones named), what it
 * receives (at least one), how often, 启用/停用 and a remark. Leaving with edits asks first
 * (取消, closing or refreshing the tab, another type in this tab; hooks/use-leave-guard).
 */
export function EmailForm({ type, saving, onSave, onSaved, onCancel }: Props) {
  const [form] = Form.useForm<Values>()
  const initial = valuesOf(type)
  const [dirty, setDirty] = useState(false)
  const guard = useLeaveGuard({
    dirty,
    onDiscard: () => {
      setDirty(false)
      form.resetFields()
    },
  })
  const save = async (values: Values) => {
    const saved = await onSave({
      ...values,
      typeId: type?.typeId,
      name: values.name.trim(),
      recipients: parseAddresses(values.recipients),
      remark: values.remark?.trim() ?? '',
    })
    guard.release()
    setDirty(false)
    onSaved(saved)
  }
  return (
    <Form<Values>
      form={form}
      name="email-type"
      className="email-form"
      layout="horizontal"
      labelCol={{ flex: '110px' }}
      wrapperCol={{ flex: '1', style: { maxWidth: 640 } }}
      initialValues={initial}
      onValuesChange={(_, all) => {
        setDirty(JSON.stringify({ ...initial, ...all }) !== JSON.stringify(initial))
      }}
      onFinish={(values) => save(values).catch(() => undefined)}
    >
      <Form.Item
        name="name"
        label="类型名称"
        rules={[{ required: true, whitespace: true, message: '请填写类型名称' }]}
      >
        <LimitedInput max={EMAIL_LIMITS.name} showCount placeholder="如：管理人运营" />
      </Form.Item>
      <Form.Item
        name="recipients"
        label="收件人邮箱"
        required
        extra="每行一个邮箱地址，也可用逗号或分号分隔"
        rules={[
          {
            validator: addressesValidator({
              required: '请填写至少一个收件人邮箱',
              max: EMAIL_LIMITS.recipients,
            }),
          },
        ]}
      >
        <Input.TextArea aria-label="收件人邮箱" rows={5} />
      </Form.Item>
      <Form.Item
        name="reportTypes"
        label="报送内容"
        rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一种报送内容' }]}
      >
        <Checkbox.Group options={options(EMAIL_REPORT_TYPE_LABEL)} />
      </Form.Item>
      <Form.Item
        name="frequency"
        label="发送频率"
        rules={[{ required: true, message: '请选择发送频率' }]}
      >
        <Radio.Group options={options(EMAIL_FREQUENCY_LABEL)} />
      </Form.Item>
      <Form.Item name="status" label="状态">
        <Radio.Group options={options(EMAIL_TYPE_STATUS_LABEL)} />
      </Form.Item>
      <Form.Item name="remark" label="备注">
        <LimitedTextArea aria-label="备注" rows={2} max={EMAIL_LIMITS.remark} />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            保存
          </Button>
          <Button onClick={() => guard.confirm(onCancel)}>取消</Button>
        </Space>
      </Form.Item>
      <LeaveGuardDialog open={guard.open} onLeave={guard.leave} onStay={guard.stay} />
    </Form>
  )
}
