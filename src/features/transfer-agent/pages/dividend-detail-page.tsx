import { Card } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { dateColumn, moneyColumn, navColumn } from '@/components/query-table/columns'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import type { DividendDetailRow } from '@contract/api/transfer-agent'
import { queryDividendDetails } from '@/api/ta/holdings'
import { taFunds } from '@/api/ta/investors'
import { shareColumn } from '../components/ta-labels'

const SORTABLE = ['recordDate', 'dividendAmount']
const METHODS = [
  { value: 'cash', label: '现金分红' },
  { value: 'reinvest', label: '红利再投资' },
]

const FIELDS: QueryFieldSpec[] = [
  { name: 'fundCode', kind: 'select', label: '产品', funds: taFunds },
  { name: 'investorName', kind: 'text', label: '投资者' },
  { name: 'method', kind: 'select', label: '分红方式', options: METHODS },
  { name: 'recordRange', kind: 'dateRange', label: '权益登记日' },
]

/** 分红明细: each investor's part of the funds' paid dividends, in cash or reinvested. */
export default function DividendDetailPage() {
  const table = useTableQuery<DividendDetailRow>({
    name: 'ta-dividend-details',
    fields: FIELDS,
    sortable: SORTABLE,
    fetchPage: queryDividendDetails,
    rowKey: 'key',
  })
  const columns: ColumnType<DividendDetailRow>[] = [
    { title: '方案编号', dataIndex: 'planId', key: 'planId', width: 100 },
    { title: '产品名称', dataIndex: 'fundName', key: 'fundName', width: 200, ellipsis: true },
    { title: '投资者', dataIndex: 'investorName', key: 'investorName', width: 160, ellipsis: true },
    table.sortableColumn(dateColumn({ title: '权益登记日', field: 'recordDate' })),
    navColumn({ title: '每份分红', field: 'perUnit' }),
    shareColumn<DividendDetailRow>('登记份额', 'shares'),
    {
      title: '分红方式',
      dataIndex: 'method',
      key: 'method',
      width: 100,
      render: (v: string) => (v === 'cash' ? '现金分红' : '红利再投资'),
    },
    table.sortableColumn(moneyColumn({ title: '分红金额', field: 'dividendAmount' })),
    moneyColumn({ title: '现金发放', field: 'cashAmount' }),
    navColumn({ title: '再投净值', field: 'reinvestNav' }),
    shareColumn<DividendDetailRow>('再投份额', 'reinvestShares'),
  ]
  return (
    <Card>
      <QueryForm formProps={table.formProps} fields={FIELDS} />
      <QueryTable<DividendDetailRow>
        title="分红明细"
        columns={columns}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
      />
    </Card>
  )
}
