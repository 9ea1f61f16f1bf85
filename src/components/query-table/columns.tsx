import { Tag } from 'antd'
import type { ColumnType } from 'antd/es/table'
import type { ReactNode } from 'react'
import {
  formatAmount,
  formatDate,
  formatDateTime,
  formatNav,
  formatPercent,
  NO_VALUE,
  trendOf,
} from '@/lib/format'
import './columns.css'

/*
 * Column declarations for query pages (screens.md "Amounts"): a page names its columns with
 * these and gets the portal's formats, alignment and colours. `sortable` marks a column the
 * server sorts (the query hook passes the order through the address).
 */

type Column<Row> = ColumnType<Row>
type Cell = number | string | null | undefined

interface Base {
  title: string
  /** The row's field. */
  field: string
  width?: number
  sortable?: boolean
}

const base = <Row,>({ title, field, width, sortable }: Base): Column<Row> => ({
  title,
  dataIndex: field,
  key: field,
  width,
  sorter: sortable ? true : undefined,
})

const numeric = <Row,>(spec: Base, render: (value: Cell) => ReactNode): Column<Row> => ({
  ...base<Row>(spec),
  align: 'right',
  className: 'col-number',
  render,
})

/**
 * An account number on one line in tabular figures: staff read and copy it digit by digit, and
 * a number broken across two lines reads as two.
 */
export const accountNoColumn = <Row,>(spec: Base): Column<Row> => ({
  ...base<Row>(spec),
  className: 'col-number',
})

/** Thousands separators and 2 decimals, right-aligned. */
export const moneyColumn = <Row,>(spec: Base) => numeric<Row>(spec, (v) => formatAmount(v))

/**
 * A net asset value: 4 decimals, right-aligned. Wide enough for a four-character title: the
 * sticky header takes its widths from the rows, where 1.4832 alone would clip 最新净值.
 */
export const navColumn = <Row,>(spec: Base) =>
  numeric<Row>({ ...spec, width: spec.width ?? 100 }, (v) => formatNav(v))

/** A ratio as a signed percentage, red up and green down. */
export const percentColumn = <Row,>(spec: Base) =>
  numeric<Row>(spec, (v) => <span className={`trend--${trendOf(v)}`}>{formatPercent(v)}</span>)

export const dateColumn = <Row,>(spec: Base & { withTime?: boolean }): Column<Row> => ({
  ...base<Row>(spec),
  width: spec.width ?? (spec.withTime ? 170 : 110),
  className: 'col-date',
  render: (value: Cell) => (spec.withTime ? formatDateTime(value) : formatDate(value)),
})

export interface StatusStyle {
  text: string
  color?: 'success' | 'processing' | 'warning' | 'error' | 'default'
}

/** A status code shown as its tag; an unknown code shows as itself. */
export const statusColumn = <Row,>(
  spec: Base & { statuses: Readonly<Record<string, StatusStyle>> },
): Column<Row> => ({
  ...base<Row>(spec),
  render: (value: Cell) => {
    if (value === null || value === undefined || value === '') return NO_VALUE
    const style = spec.statuses[String(value)]
    return <Tag color={style?.color ?? 'default'}>{style?.text ?? String(value)}</Tag>
  },
})

/** The row actions, fixed at the right edge so they stay in reach on a wide table. */
export const actionColumn = <Row,>(render: (row: Row) => ReactNode, width = 140): Column<Row> => ({
  title: '操作',
  key: 'actions',
  fixed: 'right',
  width,
  className: 'col-actions',
  render: (_: unknown, row: Row) => render(row),
})
