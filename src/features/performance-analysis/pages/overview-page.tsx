import { Alert, Card, Empty, Skeleton } from 'antd'
import { FundSelect } from '@/components/fund-select'
import { LoadFailed } from '@/components/load-failed'
import { performanceFunds } from '@/api/performance/performance-funds'
import { BenchmarkSelect, DEFAULT_BENCHMARK, NO_BENCHMARK } from '../components/benchmark-select'
import { OverviewBody } from '../components/overview-body'
import { RangeBar } from '../components/range-bar'
import { useBenchmarks, usePerformanceFunds } from '../hooks/use-performance-queries'
import { useOverview } from '../hooks/use-overview'
import { usePageParams } from '../hooks/use-page-params'
import '../components/performance.css'

/**
 * 业绩概览: one fund over a range (近1月 … 成立以来, 自定义) against an index: the NAV curve and
 * the drawdown, the metrics of screens.md and monthly returns. Fund, range and index live in
 * the URL query, so a reload keeps them.
 */
export default function OverviewPage() {
  const { params, range, custom, reversed, update } = usePageParams()
  const funds = usePerformanceFunds()
  const benchmarks = useBenchmarks()
  const fundCode = params.get('fundCode') ?? funds.data?.[0]?.fundCode
  const benchmarkCode = params.get('benchmark') ?? DEFAULT_BENCHMARK
  const indexCode = benchmarkCode === NO_BENCHMARK ? undefined : benchmarkCode
  const { nav, benchmark, bounds, resolved, view } = useOverview(fundCode, range, custom, indexCode)
  const fundName = nav.data?.fundName ?? ''
  const indexName = benchmarks.data?.find((b) => b.code === indexCode)?.name

  const body = () => {
    if (funds.isError) {
      return <LoadFailed title="产品列表加载失败" onRetry={() => void funds.refetch()} />
    }
    if (funds.data && !funds.data.length) return <Empty description="暂无已成立的产品" />
    if (nav.isError) {
      return (
        <LoadFailed
          title="净值加载失败"
          description={nav.error.message}
          onRetry={() => void nav.refetch()}
        />
      )
    }
    if (!nav.data || (indexCode && benchmark.isLoading)) {
      return <Skeleton active paragraph={{ rows: 10 }} />
    }
    if (!view || !view.fund.length) return <Empty description="所选区间内该产品暂无净值" />
    if (view.fund.length < 2) {
      return <Empty description={`区间至少需要两个净值日（所选区间仅 ${view.dates[0]} 一个）`} />
    }
    return <OverviewBody view={view} fundName={fundName} indexName={indexName} />
  }

  return (
    <Card className="perf-page">
      <div className="perf-toolbar">
        <div className="perf-toolbar__item">
          <span>产品</span>
          <FundSelect
            funds={performanceFunds}
            aria-label="产品"
            allowClear={false}
            placeholder="请选择产品"
            style={{ width: 340 }}
            value={fundCode}
            onChange={(code) => update({ fundCode: code })}
          />
        </div>
        <div className="perf-toolbar__item">
          <span>业绩基准</span>
          <BenchmarkSelect value={benchmarkCode} onChange={(code) => update({ benchmark: code })} />
        </div>
        <RangeBar range={range} resolved={resolved} bounds={bounds} onChange={update} />
      </div>
      {reversed && (
        <Alert
          className="perf-notice"
          type="warning"
          showIcon
          title={`开始日期不能晚于结束日期，已按 ${custom.from} 至 ${custom.to} 查询`}
        />
      )}
      {body()}
    </Card>
  )
}
