import { Descriptions } from 'antd'
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

type Kind = 'text' | 'money' | 'nav' | 'percent' | 'date' | 'datetime'

export interface DetailField<Record> {
  label: string
  /** The record's field, shown in the portal's format for its kind (text unless said). */
  field?: Extract<keyof Record, string>
  kind?: Kind
  /** Instead of a field: anything (a tag, a link, a list). */
  render?: (record: Record) => ReactNode
  /** Takes the whole row. */
  wide?: boolean
}

function show(value: unknown, kind: Kind = 'text'): ReactNode {
  const cell = value as number | string | null | undefined
  switch (kind) {
    case 'money':
      return formatAmount(cell)
    case 'nav':
      return formatNav(cell)
    case 'percent':
      return <span className={`trend--${trendOf(cell)}`}>{formatPercent(cell)}</span>
    case 'date':
      return formatDate(cell)
    case 'datetime':
      return formatDateTime(cell)
    default:
      return cell === null || cell === undefined || cell === '' ? NO_VALUE : String(cell)
  }
}

interface Props<Record> {
  record: Record
  fields: readonly DetailField<Record>[]
  /** Two columns on a drawer, three on a page. */
  columns?: number
  title?: ReactNode
}

/** A record's fields as label–value pairs, each value in the portal's format. */
export function DetailFields<Record extends object>({
  record,
  fields,
  columns = 2,
  title,
}: Props<Record>) {
  return (
    <Descriptions
      bordered
      size="small"
      title={title}
      column={{ xs: 1, sm: 1, md: columns }}
      items={fields.map((f) => ({
        key: f.label,
        label: f.label,
        span: f.wide ? 'filled' : 1,
        children: f.render ? f.render(record) : show(f.field ? record[f.field] : undefined, f.kind),
      }))}
    />
  )
}
