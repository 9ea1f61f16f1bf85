import { Card } from 'antd'
import type { ColumnType } from 'antd/es/table'
import {
  accountNoColumn,
  dateColumn,
  moneyColumn,
  statusColumn,
} from '@/components/query-table/columns'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import { beijingTodayDay } from '@/lib/dayjs'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import type { BalancePage, CustodyBalance } from '@contract/api/custodian'
import { queryBalances } from '@/api/custodian/query-cash'
import { custodianFunds } from '@/api/custodian/query-funds'
import { TotalsRow } from '@/components/query-table/totals-row'
import '../components/custodian.css'

const FIELDS: QueryFieldSpec[] = [
  { name: 'fundCode', kind: 'select', label: '产品', funds: custodianFunds },
  {
    name: 'date',
    kind: 'date',
    label: '日期',
    placeholder: '默认昨日',
    bounds: () => ({ max: beijingTodayDay().subtract(1, 'day') }),
  },
]
const SORTABLE = ['fundCode', 'balance', 'available', 'frozen']
const STATUSES = {
  normal: { text: '正常', color: 'success' },
  closed: { text: '已销户', color: 'default' },
} as const

/** 托管户余额: each fund's custody account on a date (yesterday unless chosen), with totals. */
export default function AccountBalancePage() {
  const table = useTableQuery<CustodyBalance>({
    name: 'custodian-balance',
    fields: FIELDS,
    sortable: SORTABLE,
    fetchPage: queryBalances,
    rowKey: 'fundCode',
  })
  const page = table.result.data as BalancePage | undefined
  const columns: ColumnType<CustodyBalance>[] = [
    table.sortableColumn({
      title: '产品代码',
      dataIndex: 'fundCode',
      key: 'fundCode',
      width: 100,
      sorter: true,
    }),
    { title: '产品名称', dataIndex: 'fundName', key: 'fundName' },
    accountNoColumn<CustodyBalance>({ title: '托管账号', field: 'accountNo' }),
    { title: '开户银行', dataIndex: 'bankName', key: 'bankName' },
    table.sortableColumn(moneyColumn({ title: '账户余额', field: 'balance', sortable: true })),
    table.sortableColumn(moneyColumn({ title: '可用余额', field: 'available', sortable: true })),
    table.sortableColumn(moneyColumn({ title: '冻结金额', field: 'frozen', sortable: true })),
    dateColumn({ title: '余额日期', field: 'asOfDate' }),
    statusColumn({ title: '账户状态', field: 'accountStatus', statuses: STATUSES }),
  ]
  const title = page ? `托管户余额（截至 ${page.date}）` : '托管户余额'
  return (
    <Card>
      <QueryForm formProps={table.formProps} fields={FIELDS} />
      <QueryTable<CustodyBalance>
        title={title}
        columns={columns}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
        summary={(shown) => (page?.total ? <TotalsRow shown={shown} totals={page.totals} /> : null)}
      />
    </Card>
  )
}
