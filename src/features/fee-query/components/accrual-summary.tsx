import { Radio, Space } from 'antd'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import { ExportButton } from '@/components/export-button'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { TableQuery } from '@/lib/query-state'
import type { FeeSummaryGrouping, FeeSummaryPage, FeeSummaryRow } from '@contract/api/fee'
import { accrualParams, queryFeeAccrualSummary } from '@/api/fee/query-fee-accruals'
import { accrualMonth } from '@/api/fee/fee-params'
import { useDefaultRange } from '../hooks/use-default-range'
import { summaryColumns, TOTAL_ROW, typesOf } from './accrual-columns'
import { ACCRUAL_FIELDS } from './accrual-fields'
import { GROUPING_OPTIONS } from './fee-format'

const groupingOf = (text: string | null): FeeSummaryGrouping =>
  GROUPING_OPTIONS.find((o) => o.value === text)?.value ?? 'month'

/**
 * 费用计提 按期间汇总: each fund's fees by month, quarter or year over the range, and a 合计
 * row (the whole query's totals) closing every page.
 */
export function AccrualSummary({ viewSwitch }: { viewSwitch: ReactNode }) {
  const [params, setParams] = useSearchParams()
  const groupBy = groupingOf(params.get('groupBy'))
  const table = useTableQuery<FeeSummaryRow>({
    name: `fee-accrual-summary/${groupBy}`,
    fields: ACCRUAL_FIELDS,
    fetchPage: (query: TableQuery) => queryFeeAccrualSummary(query, groupBy),
    rowKey: 'id',
  })
  const formProps = useDefaultRange(table, 'accrualDate', accrualMonth)
  const page = table.result.data as FeeSummaryPage | undefined
  const rows = table.tableProps.dataSource ?? []
  const total: FeeSummaryRow | undefined = page?.totals && {
    ...page.totals,
    id: TOTAL_ROW,
    period: '',
    fundCode: '',
    fundName: '',
  }
  const regroup = (next: FeeSummaryGrouping) =>
    setParams(
      (current) => {
        current.set('groupBy', next)
        current.delete('page')
        return current
      },
      { replace: true },
    )
  return (
    <>
      <QueryForm formProps={formProps} fields={ACCRUAL_FIELDS} />
      <QueryTable<FeeSummaryRow>
        title={viewSwitch}
        columns={summaryColumns(typesOf(table.query.filters.feeTypes))}
        tableProps={{
          ...table.tableProps,
          dataSource: rows.length && total ? [...rows, total] : rows,
          rowClassName: (row) => (row.id === TOTAL_ROW ? 'fee-total-row' : ''),
        }}
        failed={table.result.isError}
        onRefresh={table.refresh}
        toolbar={
          <Space size={8}>
            <Radio.Group
              aria-label="汇总方式"
              optionType="button"
              options={GROUPING_OPTIONS}
              value={groupBy}
              onChange={(e) => regroup(e.target.value as FeeSummaryGrouping)}
            />
            <ExportButton
              source="fee-accrual-summary"
              params={{ ...accrualParams({ filters: table.query.filters }), groupBy }}
              fileName="费用计提_按期间汇总"
              disabled={!page?.total}
            />
          </Space>
        }
      />
    </>
  )
}
