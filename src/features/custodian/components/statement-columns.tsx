import { Tag } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { accountNoColumn, dateColumn, moneyColumn } from '@/components/query-table/columns'
import { formatAmount } from '@/lib/format'
import { DIRECTION_LABEL, type StatementLine } from '@contract/api/custodian'

type Column = ColumnType<StatementLine>

/** 银行流水's columns; `sortOrder` gives a sortable column its order from the address. */
export function statementColumns(sortOrder: (field: string) => Column['sortOrder']): Column[] {
  const amount = moneyColumn<StatementLine>({ title: '金额', field: 'amount', sortable: true })
  return [
    {
      ...dateColumn<StatementLine>({
        title: '交易时间',
        field: 'tradeTime',
        withTime: true,
        sortable: true,
      }),
      sortOrder: sortOrder('tradeTime'),
    },
    {
      title: '产品',
      dataIndex: 'fundName',
      key: 'fundName',
      minWidth: 180,
      render: (name: string, row) => (
        <span>
          <span className="custodian-code">{row.fundCode}</span> {name}
        </span>
      ),
    },
    {
      title: '收支方向',
      dataIndex: 'direction',
      key: 'direction',
      width: 90,
      render: (d: StatementLine['direction']) => (
        <Tag color={d === 'in' ? 'red' : 'green'}>{DIRECTION_LABEL[d]}</Tag>
      ),
    },
    {
      ...amount,
      sortOrder: sortOrder('amount'),
      // 收入 as it is, 支出 with a minus: the sign says which way the money went.
      render: (value: number, row) => formatAmount(row.direction === 'out' ? -value : value),
    },
    moneyColumn<StatementLine>({ title: '余额', field: 'balance' }),
    { title: '摘要', dataIndex: 'summary', key: 'summary' },
    { title: '交易对手', dataIndex: 'counterparty', key: 'counterparty', minWidth: 180 },
    accountNoColumn<StatementLine>({ title: '对方账号', field: 'counterAccount' }),
    accountNoColumn<StatementLine>({ title: '本方账号', field: 'accountNo' }),
  ]
}
