import { Button, Card, Popconfirm } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { useState } from 'react'
import {
  actionColumn,
  moneyColumn,
  navColumn,
  statusColumn,
} from '@/components/query-table/columns'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type {
  FinancialReport,
  FinancialReportPage as ReportList,
} from '@contract/api/valuation-reports'
import { queryFinancialReports } from '@/api/valuation/financial-report-api'
import { FinancialReportDrawer } from '../components/financial-report-drawer'
import { CONFIRM_STATUSES } from '../components/vat-columns'
import { REPORT_LIST, useReportConfirm } from '../hooks/use-report-confirm'
import { PERIOD_REPORT_FIELDS, PeriodReportFilters } from '../components/period-report-filters'
import '../components/financial-report.css'

const SORTABLE = ['period', 'netAssets', 'profit', 'totalAssets']

/**
 * 报表: each fund's monthly 资产负债表, 利润表 and 净资产变动表; 查看 opens them as tabs (下载
 * as .xlsx), 确认 a 待确认 month (T00054).
 */
export default function FinancialReportPage() {
  const table = useTableQuery<FinancialReport>({
    name: REPORT_LIST,
    fields: PERIOD_REPORT_FIELDS,
    sortable: SORTABLE,
    fetchPage: queryFinancialReports,
    rowKey: 'reportId',
  })
  const confirm = useReportConfirm()
  const [open, setOpen] = useState<string>()
  const page = table.result.data as ReportList | undefined
  const columns: ColumnType<FinancialReport>[] = [
    { title: '产品代码', dataIndex: 'fundCode', key: 'fundCode', width: 100 },
    { title: '产品名称', dataIndex: 'fundName', key: 'fundName' },
    table.sortableColumn({ title: '报告期间', dataIndex: 'period', key: 'period', width: 110 }),
    { title: '估值日', dataIndex: 'navDate', key: 'navDate', width: 110 },
    navColumn({ title: '单位净值', field: 'unitNav' }),
    table.sortableColumn(moneyColumn({ title: '资产总计', field: 'totalAssets' })),
    moneyColumn({ title: '负债合计', field: 'totalLiabilities' }),
    table.sortableColumn(moneyColumn({ title: '净资产', field: 'netAssets' })),
    table.sortableColumn(moneyColumn({ title: '本期利润', field: 'profit' })),
    statusColumn({ title: '状态', field: 'status', statuses: CONFIRM_STATUSES }),
    actionColumn(
      (row) => (
        <span className="valuation-actions">
          <Button type="link" size="small" onClick={() => setOpen(row.reportId)}>
            查看
          </Button>
          {row.status === 'pending' && (
            <Popconfirm
              title={`确认 ${row.fundName} ${row.period} 的报表？`}
              okText="确认"
              onConfirm={() => confirm.mutateAsync(row.reportId)}
            >
              <Button type="link" size="small">
                确认
              </Button>
            </Popconfirm>
          )}
        </span>
      ),
      120,
    ),
  ]
  const title = page ? `财务报表（${page.beginPeriod} 至 ${page.endPeriod}）` : '财务报表'
  return (
    <Card>
      <QueryForm formProps={table.formProps}>
        <PeriodReportFilters beginHint="默认近3个月" />
      </QueryForm>
      <QueryTable<FinancialReport>
        title={title}
        columns={columns}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
      />
      <FinancialReportDrawer reportId={open} onClose={() => setOpen(undefined)} />
    </Card>
  )
}
