import { Table } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import type { ReactNode } from 'react'
import { NO_VALUE } from '@/lib/format'
import type { PerformanceMetrics } from '@/lib/performance'
import { plainPercent, ratioText, SignedPercent } from './metric-format'

/** One column of the table: a fund or an index, and its metrics (null: none in the range). */
export interface MetricColumn {
  key: string
  title: string
  /** A second line under the title (a fund's code). */
  subtitle?: string
  metrics: PerformanceMetrics | null
}

interface Row {
  key: string
  label: string
  show: (m: PerformanceMetrics) => ReactNode
}

const dd = (m: PerformanceMetrics) => m.maxDrawdown

const ROWS: Row[] = [
  { key: 'period', label: '区间收益率', show: (m) => <SignedPercent value={m.periodReturn} /> },
  { key: 'annual', label: '年化收益率', show: (m) => <SignedPercent value={m.annualisedReturn} /> },
  { key: 'excess', label: '超额收益', show: (m) => <SignedPercent value={m.excessReturn} /> },
  { key: 'vol', label: '年化波动率', show: (m) => plainPercent(m.annualisedVolatility) },
  { key: 'mdd', label: '最大回撤', show: (m) => plainPercent(dd(m)?.value) },
  {
    key: 'mddRange',
    label: '回撤区间',
    show: (m) =>
      dd(m)?.peakDate ? (
        <>
          <span className="perf-nowrap">{dd(m)?.peakDate}</span> 至{' '}
          <span className="perf-nowrap">{dd(m)?.troughDate}</span>
        </>
      ) : (
        NO_VALUE
      ),
  },
  {
    key: 'recovery',
    label: '回撤修复日',
    show: (m) => (dd(m)?.troughDate ? (dd(m)?.recoveryDate ?? '尚未修复') : NO_VALUE),
  },
  { key: 'sharpe', label: '夏普比率', show: (m) => ratioText(m.sharpe) },
  { key: 'sortino', label: '索提诺比率', show: (m) => ratioText(m.sortino) },
  { key: 'calmar', label: '卡玛比率', show: (m) => ratioText(m.calmar) },
  { key: 'win', label: '胜率', show: (m) => plainPercent(m.winRate) },
]

interface Props {
  columns: MetricColumn[]
  /** Each value column's width (columns share the room when not given). */
  columnWidth?: number
  /** Whether to show 超额收益 (only against a benchmark). */
  excess?: boolean
  caption?: string
}

/** 业绩指标: one row per metric, one column per fund or index. */
export function MetricsTable({
  columns,
  columnWidth,
  excess = false,
  caption = '业绩指标',
}: Props) {
  const tableColumns: ColumnsType<Row> = [
    { title: '指标', dataIndex: 'label', key: 'label', width: 110, fixed: 'left' },
    ...columns.map((c) => ({
      title: c.subtitle ? (
        <span className="perf-metrics__title">
          <small>{c.subtitle}</small>
          {c.title}
        </span>
      ) : (
        c.title
      ),
      key: c.key,
      width: columnWidth,
      align: 'right' as const,
      render: (_: unknown, row: Row) => (c.metrics ? row.show(c.metrics) : NO_VALUE),
    })),
  ]
  return (
    <Table<Row>
      className="perf-metrics"
      aria-label={caption}
      size="small"
      bordered
      pagination={false}
      rowKey="key"
      columns={tableColumns}
      dataSource={excess ? ROWS : ROWS.filter((r) => r.key !== 'excess')}
    />
  )
}

/** How the metrics are computed, under the table. */
export const METRICS_NOTE =
  '按累计单位净值计算：年化以365个自然日折算；波动率为收益率样本标准差×√252（日频）或×√52（周频）；夏普、索提诺比率的无风险利率为年化1.5%；卡玛比率=年化收益率÷最大回撤；胜率为上涨期数占比。'
