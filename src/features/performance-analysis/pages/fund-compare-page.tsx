import { Card, Empty, Skeleton } from 'antd'
import { LoadFailed } from '@/components/load-failed'
import { CompareBody } from '../components/compare-body'
import { FundPicker, MAX_COMPARED } from '../components/fund-picker'
import { RangeBar } from '../components/range-bar'
import { useCompare } from '../hooks/use-compare'
import { usePageParams } from '../hooks/use-page-params'
import { usePerformanceFunds } from '../hooks/use-performance-queries'
import '../components/performance.css'

/**
 * 产品对比: up to five funds over one range, on one chart normalised to 1 at their common
 * start, with their metrics side by side. Funds and range live in the URL query.
 */
export default function FundComparePage() {
  const { params, range, custom, update } = usePageParams()
  const funds = usePerformanceFunds()
  const codes = (params.get('funds') ?? '').split(',').filter(Boolean).slice(0, MAX_COMPARED)
  const chosen = codes.flatMap((code) => funds.data?.find((f) => f.fundCode === code) ?? [])
  const compare = useCompare(chosen, range, custom)

  const body = () => {
    if (funds.isError) {
      return <LoadFailed title="产品列表加载失败" onRetry={() => void funds.refetch()} />
    }
    if (!chosen.length) {
      return <Empty description={`请选择要对比的产品（最多${MAX_COMPARED}只）`} />
    }
    if (compare.failed) {
      return <LoadFailed title="净值加载失败" onRetry={compare.retry} />
    }
    if (compare.loading) return <Skeleton active paragraph={{ rows: 10 }} />
    const view = compare.view
    if (!view || view.dates.length < 2) {
      return <Empty description="所选区间内暂无共同的净值数据" />
    }
    return <CompareBody dates={view.dates} funds={view.funds} />
  }

  return (
    <Card className="perf-page">
      <div className="perf-toolbar">
        <div className="perf-toolbar__item">
          <span>对比产品</span>
          <FundPicker
            funds={funds.data ?? []}
            loading={funds.isLoading}
            value={codes}
            onChange={(next) => update({ funds: next.join(',') })}
          />
          <span className="perf-range__text">
            已选 {codes.length}/{MAX_COMPARED}
          </span>
        </div>
        <RangeBar
          range={range}
          resolved={compare.resolved}
          bounds={compare.bounds}
          onChange={update}
        />
      </div>
      {body()}
    </Card>
  )
}
