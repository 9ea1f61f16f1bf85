import { Card } from 'antd'
import { ExportButton } from '@/components/export-button'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { VatAccrual, VatPage as VatList } from '@contract/api/valuation-reports'
import { listParams } from '@/lib/http/list-params'
import { queryVat } from '@/api/valuation/vat-api'
import { TotalsRow } from '@/components/query-table/totals-row'
import { vatColumns } from '../components/vat-columns'
import { useVatConfirm, VAT_LIST } from '../hooks/use-report-confirm'
import { PERIOD_REPORT_FIELDS, PeriodReportFilters } from '../components/period-report-filters'
import '../components/financial-report.css'

const SORTABLE = ['period', 'taxableIncome', 'vat', 'totalTax']

/**
 * 增值税: each fund's VAT accrual by month (资管产品 simplified method, 3%) with its surcharges,
 * the 合计 of the whole query under the list, and 确认 of a 待确认 month (T00051).
 */
export default function VatPage() {
  const table = useTableQuery<VatAccrual>({
    name: VAT_LIST,
    fields: PERIOD_REPORT_FIELDS,
    sortable: SORTABLE,
    fetchPage: queryVat,
    rowKey: 'vatId',
  })
  const confirm = useVatConfirm()
  const page = table.result.data as VatList | undefined
  const columns = vatColumns(table.sortOrder, (row) => confirm.mutateAsync(row.vatId))
  const title = page ? `增值税计提（${page.beginPeriod} 至 ${page.endPeriod}）` : '增值税计提'
  return (
    <Card>
      <QueryForm formProps={table.formProps}>
        <PeriodReportFilters beginHint="默认近6个月" />
      </QueryForm>
      <QueryTable<VatAccrual>
        title={title}
        columns={columns}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
        toolbar={
          <ExportButton
            source="valuation-vat"
            params={listParams(table.query, false)}
            fileName="增值税计提"
            disabled={!page?.total}
          />
        }
        summary={(shown) =>
          page?.total ? <TotalsRow shown={shown} totals={page.totals} label="期间合计" /> : null
        }
      />
    </Card>
  )
}
