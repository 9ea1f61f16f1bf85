import type { ReactNode } from 'react'
import { ExportButton } from '@/components/export-button'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { FeeAccrualRow } from '@contract/api/fee'
import { accrualParams, queryFeeAccruals } from '@/api/fee/query-fee-accruals'
import { accrualMonth } from '@/api/fee/fee-params'
import { useDefaultRange } from '../hooks/use-default-range'
import { ACCRUAL_FIELDS } from './accrual-fields'
import { dailyColumns } from './accrual-columns'

const SORTABLE = ['date', 'accrual']

/** 费用计提 按日明细: each fee of each fund on each day, paged and sortable, with 导出. */
export function AccrualDaily({ viewSwitch }: { viewSwitch: ReactNode }) {
  const table = useTableQuery<FeeAccrualRow>({
    name: 'fee-accrual-daily',
    fields: ACCRUAL_FIELDS,
    sortable: SORTABLE,
    fetchPage: queryFeeAccruals,
    rowKey: 'id',
  })
  const formProps = useDefaultRange(table, 'accrualDate', accrualMonth)
  return (
    <>
      <QueryForm formProps={formProps} fields={ACCRUAL_FIELDS} />
      <QueryTable<FeeAccrualRow>
        title={viewSwitch}
        columns={dailyColumns(table.sortOrder)}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
        toolbar={
          <ExportButton
            source="fee-accrual"
            params={accrualParams(table.query)}
            fileName="费用计提_按日明细"
            disabled={!table.result.data?.total}
          />
        }
      />
    </>
  )
}
