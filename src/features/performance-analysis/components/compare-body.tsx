import { formatPercent } from '@/lib/format'
import { endNote, type ComparedFund } from '../hooks/use-compare'
import { LazyPerfChart } from './lazy-perf-chart'
import { METRICS_NOTE, MetricsTable } from './metrics-table'

interface Props {
  dates: string[]
  funds: ComparedFund[]
}

/**
 * 产品对比's chart (each fund at 1 on the common start) and the metrics side by side; a fund
 * whose series stops before the range's end says where (its legend and its column).
 */
export function CompareBody({ dates, funds }: Props) {
  const summary = funds
    .map((f) => `${f.fundName} ${formatPercent(f.metrics?.periodReturn)}`)
    .join('；')
  return (
    <>
      <section className="perf-section">
        <LazyPerfChart
          title="产品净值对比"
          ariaLabel={`${funds.map((f) => f.fundName).join('、')}的归一化净值对比图`}
          dates={dates}
          format="nav"
          height={380}
          series={funds.map((f) => ({
            name: endNote(f) ? `${f.fundName}（${endNote(f)}）` : f.fundName,
            values: f.values,
          }))}
          summary={`区间收益率：${summary}`}
        />
      </section>
      <section className="perf-section">
        <h3 className="perf-chart__title perf-heading">业绩指标对比</h3>
        <MetricsTable
          caption="业绩指标对比"
          columnWidth={170}
          columns={funds.map((f) => ({
            key: f.fundCode,
            title: f.fundName,
            subtitle: endNote(f) ? `${f.fundCode} · ${endNote(f)}` : f.fundCode,
            metrics: f.metrics,
          }))}
        />
        <p className="perf-note">{METRICS_NOTE}</p>
      </section>
    </>
  )
}
