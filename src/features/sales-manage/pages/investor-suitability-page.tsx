import { Card, Checkbox } from 'antd'
import { ExportButton } from '@/components/export-button'
import { custodianFunds } from '@/api/custodian/query-funds'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import { listParams } from '@/lib/http/list-params'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import type { SuitabilityRow } from '@contract/api/sales'
import { querySuitability, summaryOf } from '@/api/sales/investor-suitability'
import { suitabilityColumns } from '../components/suitability-columns'
import { SuitabilitySummaryBar } from '../components/suitability-summary'
import '../components/sales.css'

const SORTABLE = ['shares']
const LEVELS = ['C1', 'C2', 'C3', 'C4', 'C5'].map((l) => ({ value: l, label: l }))
const FIELDS: QueryFieldSpec[] = [
  { name: 'fundCode', kind: 'select', label: '产品', funds: custodianFunds },
  {
    name: 'onlyMismatch',
    kind: 'select',
    label: '匹配结果',
    itemProps: {
      getValueFromEvent: (e: { target: { checked: boolean } }) =>
        e.target.checked ? 'true' : undefined,
      getValueProps: (v) => ({ checked: v === 'true' }),
    },
    render: () => <Checkbox>仅看不匹配</Checkbox>,
  },
  { name: 'investorName', kind: 'text', label: '投资者', placeholder: '投资者名称', max: 50 },
  { name: 'investorRiskLevel', kind: 'select', label: '风险承受等级', options: LEVELS },
]

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
      <QueryForm formProps={table.formProps} fields={FIELDS} />
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
