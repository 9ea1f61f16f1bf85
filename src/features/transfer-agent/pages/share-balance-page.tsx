import { Card } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { ExportButton } from '@/components/export-button'
import { dateColumn, moneyColumn, navColumn } from '@/components/query-table/columns'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import { listParams } from '@/lib/http/list-params'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import type { ShareBalancePage as BalancePage, ShareBalanceRow } from '@contract/api/transfer-agent'
import { queryShareBalances } from '@/api/ta/holdings'
import { taFunds } from '@/api/ta/investors'
import { TotalsRow } from '@/components/query-table/totals-row'
import { formatAmount } from '@/lib/format'
import { formatShares, shareColumn } from '../components/ta-labels'

const FIELDS: QueryFieldSpec[] = [
  { name: 'fundCode', kind: 'select', label: '产品', funds: taFunds },
  { name: 'investorName', kind: 'text', label: '投资者' },
]
const SORTABLE = ['shares', 'marketValue', 'firstDate']
/** Shares as whole units, money with two decimals. */
const totalText = (value: number, key: string) =>
  key === 'shares' ? formatShares(value) : formatAmount(value)

/** 份额余额: today's holdings by investor and fund at the latest NAV; 合计 of the query. */
export default function ShareBalancePage() {
  const table = useTableQuery<ShareBalanceRow>({
    name: 'ta-share-balances',
    fields: FIELDS,
    sortable: SORTABLE,
    fetchPage: queryShareBalances,
    rowKey: 'key',
  })
  const page = table.result.data as BalancePage | undefined
  const columns: ColumnType<ShareBalanceRow>[] = [
    { title: '投资者', dataIndex: 'investorName', key: 'investorName', width: 160, ellipsis: true },
    { title: '产品代码', dataIndex: 'fundCode', key: 'fundCode', width: 100 },
    { title: '产品名称', dataIndex: 'fundName', key: 'fundName', width: 200, ellipsis: true },
    table.sortableColumn(shareColumn<ShareBalanceRow>('持有份额', 'shares')),
    navColumn({ title: '最新净值', field: 'unitNav' }),
    dateColumn({ title: '净值日期', field: 'navDate' }),
    table.sortableColumn(moneyColumn({ title: '参考市值', field: 'marketValue' })),
    table.sortableColumn(dateColumn({ title: '首次确认日期', field: 'firstDate', width: 130 })),
    { title: '销售渠道', dataIndex: 'channelName', key: 'channelName', width: 180 },
  ]
  return (
    <Card>
      <QueryForm formProps={table.formProps} fields={FIELDS} />
      <QueryTable<ShareBalanceRow>
        title="份额余额"
        columns={columns}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
        toolbar={
          <ExportButton
            source="ta-share-balances"
            params={listParams(table.query, false)}
            fileName="份额余额"
            disabled={!page?.total}
          />
        }
        summary={(shown) =>
          page?.total ? <TotalsRow shown={shown} totals={page.totals} format={totalText} /> : null
        }
      />
    </Card>
  )
}
