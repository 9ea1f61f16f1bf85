import { Form, Modal, Select } from 'antd'
import { useMemo } from 'react'
import type { QuantTableCreate } from '@contract/api/data-submission'
import { useQuantActions } from '../hooks/use-quant-tables'
import { FundSelect } from '@/components/fund-select'
import { submissionFunds } from '@/api/data-submission/submission-funds'
import { recentMonths } from './month-options'

interface Props {
  open: boolean
  onClose: () => void
  /** The draft was made: open it. */
  onCreated: (tableId: string) => void
}

/** 新建运行表: a quant fund and a month; the server makes the draft with a row a trading day. */
export function QuantCreateDialog({ open, onClose, onCreated }: Props) {
  const [form] = Form.useForm<QuantTableCreate>()
  const { create } = useQuantActions()
  const months = useMemo(() => recentMonths(), [])
  const finish = (values: QuantTableCreate) =>
    create.mutate(values, {
      onSuccess: (detail) => {
        onClose()
        onCreated(detail.tableId)
      },
    })
  return (
    <Modal
      open={open}
      title="新建量化运行表"
      okText="创建并填写"
      okButtonProps={{ loading: create.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<QuantTableCreate>
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={finish}
        initialValues={{ month: months[1]?.value }}
        disabled={create.isPending}
      >
        <Form.Item name="fundCode" label="产品" rules={[{ required: true, message: '请选择产品' }]}>
          <FundSelect
            funds={submissionFunds.quant}
            aria-label="产品"
            placeholder="请选择量化产品"
            allowClear={false}
          />
        </Form.Item>
        <Form.Item name="month" label="月份" rules={[{ required: true, message: '请选择月份' }]}>
          <Select aria-label="月份" options={months} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
