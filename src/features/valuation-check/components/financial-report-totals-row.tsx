import { Table } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { formatAmount } from '@/lib/format'

/**
 * 合计 under a list: a total under each column the totals name (by column key), 合计 in the
 * first column, laid out over the columns shown.
 */
export function TotalsRow<Row>({
  shown,
  totals,
  label = '合计',
}: {
  shown: ColumnType<Row>[]
  totals: object | undefined
  label?: string
}) {
  if (!totals) return null
  return (
    <Table.Summary.Row className="valuation-totals">
      {shown.map((column, i) => {
        const key = String(column.key ?? column.dataIndex)
        const value = (totals as Partial<Record<string, number>>)[key]
        return (
          <Table.Summary.Cell key={key} index={i} align={value === undefined ? 'left' : 'right'}>
            {i === 0 ? label : value === undefined ? null : formatAmount(value)}
          </Table.Summary.Cell>
        )
      })}
    </Table.Summary.Row>
  )
}
