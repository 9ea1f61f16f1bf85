import { Form, Modal } from 'antd'
import type { Dayjs } from 'dayjs'
import { BoundedRangePicker } from '@/components/bounded-date-picker'
import { beijingTodayDay } from '@/lib/dayjs'
import { useValuationSend } from '../hooks/use-valuation-actions'
import { FundSelect } from '@/components/fund-select'
import { valuationFunds } from '@/api/valuation/valuation-tables'
import { ValuationRecipients } from './valuation-recipients'

interface Values {
  fundCode?: string
  range?: [Dayjs, Dayjs]
}

const withinAYear = (_: unknown, range?: [Dayjs, Dayjs]) =>
  !range || range[1].diff(range[0], 'day') <= 366
    ? Promise.resolve()
    : Promise.reject(new Error('净值序列的区间不能超过一年'))

/**
 * 发送净值序列: a fund's NAVs over a date range (up to a year) mailed as one series to the
 * fund's 净值 contacts and the organisation's mailbox; the send lands in /net-worth-list-record.
 */
export function NavSeriesSendDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>()
  const fundCode = Form.useWatch('fundCode', form)
  const { send } = useValuationSend()
  const submit = async () => {
    const { fundCode: code, range } = await form.validateFields()
    if (!code || !range) return
    await send.mutateAsync({
      kind: 'series',
      fundCode: code,
      beginDate: range[0].format('YYYY-MM-DD'),
      date: range[1].format('YYYY-MM-DD'),
    })
    onClose()
  }
  return (
    <Modal
      open={open}
      title="发送净值序列"
      okText="确认发送"
      onOk={() => submit().catch(() => undefined)}
      confirmLoading={send.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} requiredMark>
        <Form.Item name="fundCode" label="产品" rules={[{ required: true, message: '请选择产品' }]}>
          <FundSelect funds={valuationFunds} aria-label="序列产品" placeholder="请选择产品" />
        </Form.Item>
        <Form.Item
          name="range"
          label="净值区间"
          rules={[{ required: true, message: '请选择净值区间' }, { validator: withinAYear }]}
        >
          <BoundedRangePicker
            aria-label="净值区间"
            style={{ width: '100%' }}
            max={beijingTodayDay()}
          />
        </Form.Item>
        <Form.Item label="收件人">
          <ValuationRecipients kind="series" fundCode={fundCode} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
