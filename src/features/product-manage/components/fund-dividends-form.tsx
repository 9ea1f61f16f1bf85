import { Form, InputNumber, Radio } from 'antd'
import type { Dayjs } from 'dayjs'
import { BoundedDatePicker } from '@/components/bounded-date-picker'
import { beijingTodayDay } from '@/lib/dayjs'
import { formatNav } from '@/lib/format'
import {
  DIVIDEND_METHOD_LABEL,
  DIVIDEND_METHODS,
  type DividendMethod,
} from '@contract/api/fund-dividends'
import { dividendFundsQuery, submitDividend } from '@/api/product/fund-dividends'
import { ApplicationFormModal } from './application-form-modal'
import { FundField, fundsState, useApplicationForm } from './application-new-form'
import { notBeforeRecordDate, withinUnitNav } from './fund-dividends-rules'

interface Values {
  fundCode?: string
  recordDate?: Dayjs
  exDate?: Dayjs
  perUnit?: number
  method?: DividendMethod
}

export const DIVIDEND_SUBMITTED = '分红方案已登记，请核对后确认'
const DAY = 'YYYY-MM-DD'
const METHODS = DIVIDEND_METHODS.map((m) => ({ value: m, label: DIVIDEND_METHOD_LABEL[m] }))

/**
 * 新建分红方案: an operating fund, 权益登记日 (today or later), 除息日 (not before it), 每份分红
 * (more than 0, at most the fund's latest unit NAV, 4 decimals) and 现金分红 or 红利再投资.
 */
export function FundDividendsForm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { funds, submit, send } = useApplicationForm(
    'fund-dividends',
    dividendFundsQuery(),
    submitDividend,
    open,
  )
  const [form] = Form.useForm<Values>()
  const fundCode = Form.useWatch('fundCode', form)
  const fund = funds.data?.find((f) => f.fundCode === fundCode)

  const finish = ({ fundCode = '', recordDate, exDate, perUnit = 0, method = 'cash' }: Values) => {
    if (!recordDate || !exDate) return
    const body = {
      fundCode,
      recordDate: recordDate.format(DAY),
      exDate: exDate.format(DAY),
      perUnit,
      method,
    }
    send(body, DIVIDEND_SUBMITTED, onClose)
  }
  return (
    <ApplicationFormModal
      open={open}
      title="新建分红方案"
      {...fundsState(funds, open, '暂无存续期产品可以分红')}
      submitting={submit.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<Values>
        name="new-dividend"
        form={form}
        layout="vertical"
        onFinish={finish}
        disabled={submit.isPending}
        initialValues={{ method: 'cash' }}
      >
        <FundField
          funds={funds.data}
          placeholder="请选择存续期产品"
          extra={
            fund?.unitNav !== undefined &&
            `最新单位净值 ${formatNav(fund.unitNav)}（${fund.navDate}）`
          }
        />
        <Form.Item
          name="recordDate"
          label="权益登记日"
          rules={[{ required: true, message: '请选择权益登记日' }]}
        >
          <BoundedDatePicker min={beijingTodayDay()} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="exDate"
          label="除息日"
          dependencies={['recordDate']}
          rules={[{ required: true, message: '请选择除息日' }, notBeforeRecordDate]}
        >
          <BoundedDatePicker min={beijingTodayDay()} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="perUnit"
          label="每份分红（元/份）"
          dependencies={['fundCode']}
          rules={[{ required: true, message: '请输入每份分红金额' }, withinUnitNav(fund?.unitNav)]}
        >
          <InputNumber min={0} step={0.0001} precision={4} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="method"
          label="分红方式"
          rules={[{ required: true, message: '请选择分红方式' }]}
        >
          <Radio.Group options={METHODS} />
        </Form.Item>
      </Form>
    </ApplicationFormModal>
  )
}
