import type { TableProps } from 'antd'
import type { ColumnType } from 'antd/es/table'

/**
 * A table laid out by its columns' widths: with the kit's `max-content` scroll an ellipsis
 * column grows to its whole text and pushes the status and dates behind the fixed 操作
 * column; a width summed from the columns keeps each where it was declared.
 */
export function fixedColumns<Row>(
  tableProps: TableProps<Row>,
  columns: readonly ColumnType<Row>[],
): TableProps<Row> {
  const x = columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 120), 0)
  return { ...tableProps, tableLayout: 'fixed', scroll: { x } }
}
