import { Table } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { formatAmount } from '@/lib/format'

/**
 * 合计: a row under a list, a total under each money column the totals name and 合计 in the
 * first column, over the columns shown.
 */
export function TotalsRow<Row>({
  shown,
  totals,
}: {
  shown: ColumnType<Row>[]
  /** Totals by column key. */
  totals: object | undefined
}) {
  if (!totals) return null
  return (
    <Table.Summary.Row className="custodian-totals">
      {shown.map((column, i) => {
        const key = String(column.key ?? column.dataIndex)
        const value = (totals as Partial<Record<string, number>>)[key]
        return (
          <Table.Summary.Cell key={key} index={i} align={value === undefined ? 'left' : 'right'}>
            {i === 0 ? '合计' : value === undefined ? null : formatAmount(value)}
          </Table.Summary.Cell>
        )
      })}
    </Table.Summary.Row>
  )
}
