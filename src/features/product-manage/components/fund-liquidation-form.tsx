import { useQuery } from '@tanstack/react-query'
import { DatePicker, Form, Select } from 'antd'
import type { Dayjs } from 'dayjs'
import { useState } from 'react'
import { dayjs } from '@/lib/dayjs'
import { notify } from '@/lib/notify'
import { missingDocsText } from '@/types/api/application'
import { LIQUIDATION_REASONS } from '@/types/api/fund-liquidation'
import { getLiquidationFunds, submitLiquidation } from '../api/fund-liquidation'
import { useApplicationAction } from '../hooks/use-application-action'
import { ApplicationDocFields, docRefs, type DocValues } from './application-doc-fields'
import { ApplicationFormModal, MissingAlert } from './application-form-modal'

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
  const funds = useQuery({
    queryKey: ['application-funds', 'fund-liquidation'],
    queryFn: getLiquidationFunds,
    enabled: open,
  })
  const submit = useApplicationAction('fund-liquidation', submitLiquidation)
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
    submit.mutate(body, {
      onSuccess: () => {
        notify.success(LIQUIDATION_SUBMITTED)
        onClose()
      },
    })
  }

  return (
    <ApplicationFormModal
      open={open}
      title="新建清算申请"
      loading={open && funds.isPending}
      failed={funds.isError}
      onRetry={() => void funds.refetch()}
      empty={funds.data?.length === 0 ? '暂无存续期产品可申请清算' : undefined}
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
        <Form.Item name="fundCode" label="产品" rules={[{ required: true, message: '请选择产品' }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="请选择存续期产品"
            options={funds.data?.map((f) => ({
              value: f.fundCode,
              label: `${f.fundCode} ${f.fundName}`,
            }))}
          />
        </Form.Item>
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
          <DatePicker disabledDate={(d) => d.isAfter(dayjs(), 'day')} style={{ width: '100%' }} />
        </Form.Item>
        <ApplicationDocFields kinds={KINDS} />
        <MissingAlert text={missing} />
      </Form>
    </ApplicationFormModal>
  )
}
