import { Col, Row } from 'antd'
import { formatNav, formatPercent } from '@/lib/format'
import type { useOverview } from '../hooks/use-overview'
import { LazyPerfChart } from './lazy-perf-chart'
import { plainPercent } from './metric-format'
import { METRICS_NOTE, MetricsTable } from './metrics-table'
import { MonthlyTable } from './monthly-table'

type View = NonNullable<ReturnType<typeof useOverview>['view']>

interface Props {
  view: View
  fundName: string
  /** The index's name; none when no benchmark is chosen. */
  indexName?: string
}

const DRAWDOWN_GREEN = ['#389e0d']

/** 业绩概览 for a fund with NAV in the range: the two charts, the metrics, monthly returns. */
export function OverviewBody({ view, fundName, indexName }: Props) {
  const { metrics, indexMetrics, fund } = view
  const [start, end] = [fund[0], fund.at(-1)]
  const drawdown = metrics.maxDrawdown
  const index = indexName && view.indexNormalised ? indexName : undefined
  const navSummary =
    `${fundName}区间收益率 ${formatPercent(metrics.periodReturn)}` +
    `（累计净值 ${formatNav(start?.nav)} → ${formatNav(end?.nav)}）` +
    (index ? `；${index} ${formatPercent(indexMetrics?.periodReturn)}` : '')
  const drawdownSummary = drawdown?.peakDate
    ? `最大回撤 ${plainPercent(drawdown.value)}（${drawdown.peakDate} 至 ${drawdown.troughDate}）`
    : '区间内没有回撤'
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} xl={15}>
        <section className="perf-section">
          <LazyPerfChart
            title={`${fundName}净值走势`}
            ariaLabel={`${fundName}与${index ?? '基准'}的归一化净值走势图`}
            dates={view.dates}
            format="nav"
            series={[
              { name: `${fundName}（累计净值归一）`, values: view.normalised },
              ...(index && view.indexNormalised
                ? [{ name: index, values: view.indexNormalised, dashed: true }]
                : []),
            ]}
            summary={navSummary}
          />
        </section>
        <section className="perf-section">
          <LazyPerfChart
            title={`${fundName}动态回撤`}
            ariaLabel={`${fundName}的动态回撤图`}
            dates={view.dates}
            format="percent"
            colors={DRAWDOWN_GREEN}
            height={240}
            series={[{ name: '动态回撤', values: view.drawdowns, area: true }]}
            summary={drawdownSummary}
          />
        </section>
      </Col>
      <Col xs={24} xl={9}>
        <h3 className="perf-chart__title perf-heading">业绩指标</h3>
        <MetricsTable
          excess={!!index}
          columns={[
            { key: 'fund', title: '本产品', metrics },
            ...(index ? [{ key: 'index', title: index, metrics: indexMetrics }] : []),
          ]}
        />
        <p className="perf-note">{METRICS_NOTE}</p>
      </Col>
      <Col span={24}>
        <h3 className="perf-chart__title perf-heading">月度收益</h3>
        <MonthlyTable rows={view.monthly} />
      </Col>
    </Row>
  )
}
