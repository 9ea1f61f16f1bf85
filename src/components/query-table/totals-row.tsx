import { Table } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { formatAmount } from '@/lib/format'

const moneyText = (value: number) => formatAmount(value)

/**
 * 合计 under a list: the label in the first column and, under each column the totals name (by
 * column key), its total, laid out over the columns shown. Money by default; a page whose
 * totals are not all money (shares, say) passes how to write each.
 */
export function TotalsRow<Row>({
  shown,
  totals,
  label = '合计',
  format = moneyText,
}: {
  shown: ColumnType<Row>[]
  /** Totals by column key. */
  totals: object | undefined
  label?: string
  format?: (value: number, key: string) => string
}) {
  if (!totals) return null
  return (
    <Table.Summary.Row className="totals-row">
      {shown.map((column, i) => {
        const key = String(column.key ?? column.dataIndex)
        const value = (totals as Partial<Record<string, number>>)[key]
        return (
          <Table.Summary.Cell key={key} index={i} align={value === undefined ? 'left' : 'right'}>
            {i === 0 ? label : value === undefined ? null : format(value, key)}
          </Table.Summary.Cell>
        )
      })}
    </Table.Summary.Row>
  )
}
