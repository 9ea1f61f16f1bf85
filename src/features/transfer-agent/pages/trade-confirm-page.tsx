import { Card } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { ExportButton } from '@/components/export-button'
import { dateColumn, moneyColumn, navColumn } from '@/components/query-table/columns'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import { listParams } from '@/lib/http/list-params'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import { TRADE_TYPE_LABEL, type TradeConfirmRow } from '@contract/api/transfer-agent'
import { taFunds } from '@/api/ta/investors'
import { queryTradeConfirms } from '@/api/ta/trades'
import { CONFIRM_TYPE_OPTIONS, shareColumn } from '../components/ta-labels'

const FIELDS: QueryFieldSpec[] = [
  { name: 'fundCode', kind: 'select', label: '产品', funds: taFunds },
  { name: 'investorName', kind: 'text', label: '投资者' },
  { name: 'tradeType', kind: 'select', label: '业务类型', options: CONFIRM_TYPE_OPTIONS },
  { name: 'confirmRange', kind: 'dateRange', label: '确认日期' },
]
const SORTABLE = ['confirmDate', 'confirmShares', 'confirmAmount']

/** 交易确认: what the TA confirmed, at the day's unit NAV, with fees and the amount settled. */
export default function TradeConfirmPage() {
  const table = useTableQuery<TradeConfirmRow>({
    name: 'ta-trade-confirms',
    fields: FIELDS,
    sortable: SORTABLE,
    fetchPage: queryTradeConfirms,
    rowKey: 'confirmNo',
  })
  const columns: ColumnType<TradeConfirmRow>[] = [
    table.sortableColumn(dateColumn({ title: '确认日期', field: 'confirmDate' })),
    { title: '确认单号', dataIndex: 'confirmNo', key: 'confirmNo', width: 170 },
    { title: '产品名称', dataIndex: 'fundName', key: 'fundName', width: 200, ellipsis: true },
    { title: '投资者', dataIndex: 'investorName', key: 'investorName', width: 160, ellipsis: true },
    {
      title: '业务类型',
      dataIndex: 'tradeType',
      key: 'tradeType',
      width: 90,
      render: (v: TradeConfirmRow['tradeType']) => TRADE_TYPE_LABEL[v],
    },
    navColumn({ title: '单位净值', field: 'unitNav' }),
    table.sortableColumn(shareColumn<TradeConfirmRow>('确认份额', 'confirmShares')),
    table.sortableColumn(moneyColumn({ title: '确认金额', field: 'confirmAmount' })),
    moneyColumn({ title: '手续费', field: 'fee' }),
    moneyColumn({ title: '交收金额', field: 'settleAmount' }),
  ]
  return (
    <Card>
      <QueryForm formProps={table.formProps} fields={FIELDS} />
      <QueryTable<TradeConfirmRow>
        title="交易确认"
        columns={columns}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
        toolbar={
          <ExportButton
            source="ta-trade-confirms"
            params={listParams(table.query, false)}
            fileName="交易确认"
            disabled={!table.result.data?.total}
          />
        }
      />
    </Card>
  )
}
