import { Table } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { formatAmount } from '@/lib/format'
import { formatShares } from './ta-labels'

/** 合计 under the columns shown: shares as whole units, money with two decimals. */
export function TotalsRow<Row>({
  shown,
  totals,
}: {
  shown: ColumnType<Row>[]
  totals: { shares: number; marketValue: number }
}) {
  return (
    <Table.Summary.Row className="ta-totals">
      {shown.map((column, i) => {
        const key = String(column.key ?? column.dataIndex)
        const text =
          key === 'shares'
            ? formatShares(totals.shares)
            : key === 'marketValue'
              ? formatAmount(totals.marketValue)
              : null
        return (
          <Table.Summary.Cell key={key} index={i} align={text === null ? 'left' : 'right'}>
            {i === 0 ? '合计' : text}
          </Table.Summary.Cell>
        )
      })}
    </Table.Summary.Row>
  )
}
