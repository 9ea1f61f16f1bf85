import { Button } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { actionColumn, dateColumn } from '@/components/query-table/columns'

/*
 * The columns every application list shares: 产品代码, 产品名称, its sortable date, and 操作
 * with 查看 and the one action a record may wait on.
 */

export type SortOrderOf<Row> = (field: string) => ColumnType<Row>['sortOrder']

export const fundColumns = [
  { title: '产品代码', dataIndex: 'fundCode', key: 'fundCode', width: 100 },
  { title: '产品名称', dataIndex: 'fundName', key: 'fundName' },
]

/** The list's date column, sorted as the address says. */
export const sortedDateColumn = <Row,>(
  title: string,
  field: Extract<keyof Row, string>,
  sortOrder: SortOrderOf<Row>,
): ColumnType<Row> => ({
  ...dateColumn<Row>({ title, field, sortable: true }),
  sortOrder: sortOrder(field),
})

interface Actions<Row> {
  /** The record's id. */
  idOf: (row: Row) => string
  onView: (id: string) => void
  /** The other action, shown while `when` holds. */
  text: string
  when: (row: Row) => boolean
  onClick: (row: Row) => void
  width: number
}

/** 操作: 查看, and the action (确认, 补充材料) while the record waits on it. */
export const viewActionColumn = <Row,>({
  idOf,
  onView,
  text,
  when,
  onClick,
  width,
}: Actions<Row>) =>
  actionColumn<Row>(
    (row) => (
      <>
        <Button type="link" size="small" onClick={() => onView(idOf(row))}>
          查看
        </Button>
        {when(row) && (
          <Button type="link" size="small" onClick={() => onClick(row)}>
            {text}
          </Button>
        )}
      </>
    ),
    width,
  )

/** What a list whose records wait on 确认 (产品清算, 产品分红) passes its columns. */
export interface ConfirmListOptions<Row> {
  sortOrder: SortOrderOf<Row>
  onView: (id: string) => void
  onConfirm: (row: Row) => void
}

/** 操作: 查看, and 确认 while the record is 待确认. */
export const confirmActionColumn = <Row extends { status: string }>(
  idOf: (row: Row) => string,
  { onView, onConfirm }: ConfirmListOptions<Row>,
) =>
  viewActionColumn<Row>({
    idOf,
    onView,
    text: '确认',
    when: (row) => row.status === 'confirming',
    onClick: onConfirm,
    width: 110,
  })
