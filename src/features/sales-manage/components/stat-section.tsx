import { Card, Table } from 'antd'
import type { ColumnType } from 'antd/es/table'
import type { ReactNode } from 'react'
import { ExportButton } from '@/components/export-button'
import { formatAmount } from '@/lib/format'
import type { SalesStatLine } from '@contract/api/sales'

interface Props {
  title: string
  /** The table's first column: 产品, 销售渠道, 月份. */
  label: string
  dimension: 'fund' | 'channel' | 'month'
  lines: SalesStatLine[]
  totalAmount: number
  totalCount: number
  range: { beginMonth: string; endMonth: string }
  chart: ReactNode
}

/** One view of 销售统计: its chart, the table under it with a 合计 row, and 导出. */
export function StatSection(props: Props) {
  const { title, label, dimension, lines, totalAmount, totalCount, range, chart } = props
  const columns: ColumnType<SalesStatLine>[] = [
    { title: label, dataIndex: 'name', key: 'name' },
    { title: '确认笔数', dataIndex: 'count', key: 'count', align: 'right', width: 120 },
    {
      title: '确认金额（元）',
      dataIndex: 'amount',
      key: 'amount',
      align: 'right',
      width: 200,
      render: (v: number) => formatAmount(v),
    },
    {
      title: '金额占比',
      key: 'share',
      align: 'right',
      width: 120,
      render: (_: unknown, l) =>
        totalAmount ? `${((l.amount / totalAmount) * 100).toFixed(2)}%` : '—',
    },
  ]
  return (
    <Card
      className="sales-chart-card"
      title={title}
      extra={
        <ExportButton
          source="sales-statistics"
          params={{ dimension, ...range }}
          fileName={`销售统计-${title}`}
          disabled={!lines.length}
        />
      }
    >
      {chart}
      <Table<SalesStatLine>
        size="small"
        rowKey="key"
        columns={columns}
        dataSource={lines}
        pagination={lines.length > 12 ? { pageSize: 12, showSizeChanger: false } : false}
        aria-label={`${title}明细`}
        summary={() => (
          <Table.Summary.Row className="sales-total">
            <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              {totalCount}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              {formatAmount(totalAmount)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              {totalAmount ? '100.00%' : '—'}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </Card>
  )
}
