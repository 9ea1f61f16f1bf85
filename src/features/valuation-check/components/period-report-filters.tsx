import { Form, Select } from 'antd'
import { FundSelect } from '@/components/fund-select'
import type { QueryField } from '@/lib/query-state'
import { reportFunds } from '@/api/valuation/financial-report-funds'
import { PeriodInput } from './financial-report-period-input'
import { CONFIRM_STATUSES } from './vat-columns'

/** The query of 增值税 and 报表: a fund, a span of months and the confirm status. */
export const PERIOD_REPORT_FIELDS: QueryField[] = [
  { name: 'fundCode', kind: 'select' },
  { name: 'beginPeriod', kind: 'text' },
  { name: 'endPeriod', kind: 'text' },
  { name: 'status', kind: 'select' },
]

const STATUS_OPTIONS = Object.entries(CONFIRM_STATUSES).map(([value, s]) => ({
  value,
  label: s.text,
}))

/** The filters (inside a QueryForm) of PERIOD_REPORT_FIELDS; `beginHint` says the default start. */
export function PeriodReportFilters({ beginHint }: { beginHint: string }) {
  return (
    <>
      <Form.Item name="fundCode" label="产品">
        <FundSelect funds={reportFunds} aria-label="产品" />
      </Form.Item>
      <Form.Item name="beginPeriod" label="开始期间">
        <PeriodInput aria-label="开始期间" placeholder={beginHint} />
      </Form.Item>
      <Form.Item name="endPeriod" label="结束期间">
        <PeriodInput aria-label="结束期间" placeholder="默认上月" />
      </Form.Item>
      <Form.Item name="status" label="状态">
        <Select aria-label="状态" allowClear placeholder="全部" options={STATUS_OPTIONS} />
      </Form.Item>
    </>
  )
}
