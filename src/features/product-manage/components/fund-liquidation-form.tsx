import { Form, Select } from 'antd'
import type { Dayjs } from 'dayjs'
import { useState } from 'react'
import { BoundedDatePicker } from '@/components/bounded-date-picker'
import { beijingTodayDay } from '@/lib/dayjs'
import { missingDocsText } from '@contract/api/application'
import { LIQUIDATION_REASONS } from '@contract/api/fund-liquidation'
import { liquidationFundsQuery, submitLiquidation } from '@/api/product/fund-liquidation'
import { ApplicationDocFields, docRefs, type DocValues } from './application-doc-fields'
import { ApplicationFormModal, MissingAlert } from './application-form-modal'
import { FundField, fundsState, useApplicationForm } from './application-new-form'

interface Values {
  fundCode?: string
  reason?: string
  baseDate?: Dayjs
  docs?: DocValues
}

const KINDS = ['liquidationReport'] as const
export const LIQUIDATION_SUBMITTED = '清算申请已提交，等待托管复核清算报告'

/** 新建清算申请: an operating fund, 清算原因, 清算基准日 (not after today) and 清算报告. */
export function FundLiquidationForm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { funds, submit, send } = useApplicationForm(
    'fund-liquidation',
    liquidationFundsQuery(),
    submitLiquidation,
    open,
  )
  const [form] = Form.useForm<Values>()
  const [missing, setMissing] = useState<string>()

  const finish = ({ fundCode = '', reason = '', baseDate, docs }: Values) => {
    const report = docRefs(KINDS, docs)[0]
    setMissing(report ? undefined : missingDocsText(KINDS))
    if (!report || !baseDate) return
    const body = {
      fundCode,
      reason,
      baseDate: baseDate.format('YYYY-MM-DD'),
      reportFileId: report.fileId,
    }
    send(body, LIQUIDATION_SUBMITTED, onClose)
  }

  return (
    <ApplicationFormModal
      open={open}
      title="新建清算申请"
      {...fundsState(funds, open, '暂无存续期产品可申请清算')}
      submitting={submit.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<Values>
        name="new-liquidation"
        form={form}
        layout="vertical"
        onFinish={finish}
        onValuesChange={(_, all) =>
          missing && all.docs?.liquidationReport?.length && setMissing(undefined)
        }
        disabled={submit.isPending}
      >
        <FundField funds={funds.data} placeholder="请选择存续期产品" />
        <Form.Item
          name="reason"
          label="清算原因"
          rules={[{ required: true, message: '请选择清算原因' }]}
        >
          <Select
            placeholder="请选择清算原因"
            options={LIQUIDATION_REASONS.map((r) => ({ value: r, label: r }))}
          />
        </Form.Item>
        <Form.Item
          name="baseDate"
          label="清算基准日"
          rules={[{ required: true, message: '请选择清算基准日' }]}
        >
          <BoundedDatePicker max={beijingTodayDay()} style={{ width: '100%' }} />
        </Form.Item>
        <ApplicationDocFields kinds={KINDS} />
        <MissingAlert text={missing} />
      </Form>
    </ApplicationFormModal>
  )
}
