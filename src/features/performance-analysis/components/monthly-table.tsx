import { Table } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import type { CSSProperties } from 'react'
import { formatPercent, trendOf } from '@/lib/format'
import type { MonthlyReturnRow } from '@/lib/performance'

const MONTHS = Array.from({ length: 12 }, (_, i) => i)

/** Red up, green down, deeper for larger moves (10 % a month is the deepest). */
function heat(value: number | null): CSSProperties | undefined {
  if (value === null || value === 0) return undefined
  const alpha = 0.08 + Math.min(Math.abs(value) / 0.1, 1) * 0.32
  return { background: value > 0 ? `rgba(214, 0, 17, ${alpha})` : `rgba(56, 158, 13, ${alpha})` }
}

const cell = (value: number | null) => ({
  className: 'perf-monthly__cell',
  style: heat(value),
})

const text = (value: number | null) =>
  value === null ? '' : <span className={`trend--${trendOf(value)}`}>{formatPercent(value)}</span>

/** 月度收益: year by month from month-end NAVs, with each year's return (年度: within the range). */
export function MonthlyTable({ rows }: { rows: MonthlyReturnRow[] }) {
  const columns: ColumnsType<MonthlyReturnRow> = [
    { title: '年份', dataIndex: 'year', key: 'year', width: 70, fixed: 'left' },
    ...MONTHS.map((m) => ({
      title: `${m + 1}月`,
      key: `m${m + 1}`,
      align: 'right' as const,
      onCell: (row: MonthlyReturnRow) => cell(row.months[m] ?? null),
      render: (_: unknown, row: MonthlyReturnRow) => text(row.months[m] ?? null),
    })),
    {
      title: '年度',
      key: 'total',
      align: 'right',
      onCell: (row) => ({ ...cell(row.total), style: { ...heat(row.total), fontWeight: 600 } }),
      render: (_, row) => text(row.total),
    },
  ]
  return (
    <Table<MonthlyReturnRow>
      className="perf-monthly"
      aria-label="月度收益"
      size="small"
      bordered
      pagination={false}
      rowKey="year"
      columns={columns}
      dataSource={[...rows].reverse()}
      scroll={{ x: 'max-content' }}
    />
  )
}
