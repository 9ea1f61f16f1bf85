import { Table } from 'antd'
import type { ColumnType, ColumnsType } from 'antd/es/table'
import { formatAmount, NO_VALUE } from '@/lib/format'
import type { EquityChangeLine, StatementLine } from '@contract/api/valuation-reports'

/*
 * A statement as a statement reads: 项目 with its items indented under their headings, the
 * amounts right-aligned with 2 decimals (— where a column has none), totals in bold.
 */

const amount = (value: number | null) => (value === null ? NO_VALUE : formatAmount(value))
const label = (line: { label: string; level: number }) => (
  <span className={`statement-label--${line.level}`}>{line.label}</span>
)
const money = <Row,>(title: string, key: keyof Row & string, render: (row: Row) => string) =>
  ({
    title,
    key,
    align: 'right',
    className: 'col-number',
    width: 150,
    render: (_: unknown, row: Row) => render(row),
  }) satisfies ColumnType<Row>

interface StatementProps {
  lines: StatementLine[]
  /** 期末余额 / 本期金额 and 年初余额 / 上期金额. */
  titles: [current: string, previous: string]
  caption: string
}

export function StatementTable({ lines, titles, caption }: StatementProps) {
  const columns: ColumnType<StatementLine>[] = [
    { title: '项目', key: 'label', render: (_, line) => label(line) },
    money<StatementLine>(titles[0], 'current', (l) =>
      l.kind === 'heading' ? '' : amount(l.current),
    ),
    money<StatementLine>(titles[1], 'previous', (l) =>
      l.kind === 'heading' ? '' : amount(l.previous),
    ),
  ]
  return (
    <Table<StatementLine>
      className="statement-table"
      aria-label={caption}
      size="small"
      bordered
      pagination={false}
      rowKey="key"
      columns={columns}
      dataSource={lines}
      rowClassName={(line) => `statement-row--${line.kind}`}
    />
  )
}

export function EquityChangeTable({ lines }: { lines: EquityChangeLine[] }) {
  const columns: ColumnsType<EquityChangeLine> = [
    { title: '项目', key: 'label', render: (_, line) => label(line) },
    {
      title: '本期金额',
      key: 'current',
      children: [
        money<EquityChangeLine>('实收基金', 'paidIn', (l) => amount(l.paidIn)),
        money<EquityChangeLine>('未分配利润', 'retained', (l) => amount(l.retained)),
        money<EquityChangeLine>('净资产合计', 'total', (l) => amount(l.total)),
      ],
    },
    money<EquityChangeLine>('上期金额', 'previousTotal', (l) => amount(l.previousTotal)),
  ]
  return (
    <Table<EquityChangeLine>
      className="statement-table"
      aria-label="净资产变动表"
      size="small"
      bordered
      pagination={false}
      rowKey="key"
      columns={columns}
      dataSource={lines}
      scroll={{ x: 'max-content' }}
      rowClassName={(line) => `statement-row--${line.kind}`}
    />
  )
}
