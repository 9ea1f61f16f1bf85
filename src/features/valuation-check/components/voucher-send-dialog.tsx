import { Alert, Checkbox, Form, Input, Modal, Skeleton } from 'antd'
import { useOnChange } from '@/hooks/use-on-change'
import { EMAIL_LIMITS, EMAIL_REPORT_TYPE_LABEL } from '@contract/api/valuation-reports'
import { useEnabledEmailTypes } from '../hooks/use-email-types'
import { useVoucherSend } from '../hooks/use-voucher-send'
import { addressesValidator, parseAddresses } from './email-addresses'

interface Props {
  /** The vouchers to send; none: closed. */
  voucherIds: string[]
  onClose: (sent: boolean) => void
}

interface Values {
  typeIds: string[]
  extra?: string
}

/**
 * 发送凭证: to the enabled recipient types (those that receive 凭证 ticked at first) and any
 * more addresses; each address is checked before sending.
 */
export function VoucherSendDialog({ voucherIds, onClose }: Props) {
  const open = voucherIds.length > 0
  const [form] = Form.useForm<Values>()
  const types = useEnabledEmailTypes()
  const send = useVoucherSend()
  // On opening (not again when its tab is shown: what was chosen and typed stays).
  useOnChange(open && types.data, () => {
    if (!open || !types.data) return
    form.setFieldsValue({
      typeIds: types.data.filter((t) => t.reportTypes.includes('voucher')).map((t) => t.typeId),
      extra: '',
    })
  })
  const submit = async () => {
    const values = await form.validateFields()
    await send.mutateAsync({
      voucherIds,
      typeIds: values.typeIds ?? [],
      extraRecipients: parseAddresses(values.extra),
    })
    onClose(true)
  }
  return (
    <Modal
      open={open}
      title="发送凭证"
      okText="发送"
      confirmLoading={send.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={() => onClose(false)}
      destroyOnHidden
      width={560}
    >
      <Alert
        type="info"
        showIcon
        title={`将发送 ${voucherIds.length} 张凭证，按产品和日期各生成一条发送记录`}
      />
      {types.isLoading ? (
        <Skeleton active />
      ) : (
        <Form form={form} layout="vertical" style={{ marginTop: 16 }}>
          <Form.Item name="typeIds" label="收件人类型">
            <Checkbox.Group
              options={(types.data ?? []).map((t) => ({
                value: t.typeId,
                label: `${t.name}（${t.recipients.length}人${t.reportTypes.includes('voucher') ? '' : `，${t.reportTypes.map((r) => EMAIL_REPORT_TYPE_LABEL[r]).join('/')}`}）`,
              }))}
            />
          </Form.Item>
          <Form.Item
            name="extra"
            label="其他收件人"
            extra="每行一个邮箱地址，也可用逗号或分号分隔"
            rules={[
              { validator: addressesValidator({ max: EMAIL_LIMITS.recipients }) },
              ({ getFieldValue }) => ({
                validator: async (_, text: string | undefined) => {
                  const typeIds = (getFieldValue('typeIds') as string[] | undefined) ?? []
                  if (!typeIds.length && !parseAddresses(text).length) {
                    throw new Error('请选择收件人类型或填写收件人邮箱')
                  }
                },
              }),
            ]}
          >
            <Input.TextArea aria-label="其他收件人" rows={3} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  )
}
