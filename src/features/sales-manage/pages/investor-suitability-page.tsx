import { Card, Checkbox, Form, Select } from 'antd'
import { LimitedInput } from '@/components/limited-input'
import { ExportButton } from '@/components/export-button'
import { FundSelect } from '@/components/fund-select'
import { custodianFunds } from '@/lib/custodian/query-funds'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import { listParams } from '@/lib/http/list-params'
import type { QueryField } from '@/lib/query-state'
import type { SuitabilityRow } from '@contract/api/sales'
import { querySuitability, summaryOf } from '../api/investor-suitability'
import { suitabilityColumns } from '../components/suitability-columns'
import { SuitabilitySummaryBar } from '../components/suitability-summary'
import '../components/sales.css'

const FIELDS: QueryField[] = [
  { name: 'fundCode', kind: 'select' },
  { name: 'investorName', kind: 'text' },
  { name: 'investorRiskLevel', kind: 'select' },
  { name: 'onlyMismatch', kind: 'select' },
]
const SORTABLE = ['shares']
const LEVELS = ['C1', 'C2', 'C3', 'C4', 'C5'].map((l) => ({ value: l, label: l }))

/**
 * 投资者适当性: every holding's investor risk level (C1–C5, 专业投资者) against the fund's
 * (R1–R5); mismatches first, their rows red with a 不匹配 tag; 仅看不匹配; counts; 导出.
 */
export default function InvestorSuitabilityPage() {
  const table = useTableQuery<SuitabilityRow>({
    name: 'sales-suitability',
    fields: FIELDS,
    sortable: SORTABLE,
    fetchPage: querySuitability,
    rowKey: 'rowId',
  })
  return (
    <Card>
      <QueryForm formProps={table.formProps}>
        <Form.Item name="fundCode" label="产品">
          <FundSelect funds={custodianFunds} aria-label="产品" />
        </Form.Item>
        <Form.Item
          name="onlyMismatch"
          label="匹配结果"
          getValueFromEvent={(e: { target: { checked: boolean } }) =>
            e.target.checked ? 'true' : undefined
          }
          getValueProps={(v) => ({ checked: v === 'true' })}
        >
          <Checkbox>仅看不匹配</Checkbox>
        </Form.Item>
        <Form.Item name="investorName" label="投资者">
          <LimitedInput allowClear max={50} placeholder="投资者名称" />
        </Form.Item>
        <Form.Item name="investorRiskLevel" label="风险承受等级">
          <Select aria-label="风险承受等级" allowClear placeholder="全部" options={LEVELS} />
        </Form.Item>
      </QueryForm>
      <SuitabilitySummaryBar summary={summaryOf(table.result.data)} />
      <QueryTable<SuitabilityRow>
        title="投资者适当性"
        columns={suitabilityColumns(table.sortOrder)}
        tableProps={{
          ...table.tableProps,
          rowClassName: (row) => (row.matched ? '' : 'sales-mismatch'),
        }}
        failed={table.result.isError}
        onRefresh={table.refresh}
        toolbar={
          <ExportButton
            source="investor-suitability"
            params={listParams(table.query, false)}
            fileName="投资者适当性"
            disabled={!table.result.data?.total || table.result.isError}
          />
        }
      />
    </Card>
  )
}
