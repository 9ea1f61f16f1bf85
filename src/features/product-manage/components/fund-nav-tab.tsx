import { Empty, Segmented, Skeleton } from 'antd'
import { useState } from 'react'
import { LazyLineChart } from '@/components/charts/lazy-line-chart'
import { LoadFailed } from '@/components/load-failed'
import { NAV_RANGES, type FundDetail, type NavRange } from '@contract/api/fund-query'
import { useFundNav } from '../hooks/use-fund-queries'
import { FundNavTable } from './fund-nav-table'
import { navSummary, rangeName } from './nav-summary'

interface Props {
  fund: Pick<FundDetail, 'fundCode' | 'fundName' | 'establishDate'>
}

/** 净值走势: unit and accumulated NAV over a chosen range, then every day's NAV, paged. */
export function FundNavTab({ fund }: Props) {
  if (!fund.establishDate) return <Empty description="产品尚在募集期，成立后开始披露净值" />
  return <NavTrend fundCode={fund.fundCode} fundName={fund.fundName} />
}

function NavTrend({ fundCode, fundName }: { fundCode: string; fundName: string }) {
  const [range, setRange] = useState<NavRange>('1y')
  const nav = useFundNav(fundCode, range)
  const sinceEstablishment = nav.data?.sinceEstablishment ?? true
  const points = nav.data?.points ?? []

  const chart = () => {
    if (nav.isError && !nav.data) {
      return <LoadFailed title="净值走势加载失败" onRetry={() => void nav.refetch()} />
    }
    if (!nav.data) return <Skeleton active paragraph={{ rows: 6 }} />
    if (!points.length) return <Empty description="该产品暂无净值数据" />
    return (
      <LazyLineChart
        ariaLabel={`${fundName}${rangeName(range, sinceEstablishment)}单位净值与累计净值走势图`}
        categories={points.map((p) => p.date)}
        series={[
          { name: '单位净值', values: points.map((p) => p.unitNav) },
          { name: '累计净值', values: points.map((p) => p.accumNav) },
        ]}
        digits={4}
        summary={navSummary(nav.data)}
      />
    )
  }

  return (
    <>
      <Segmented<NavRange>
        aria-label="净值区间"
        value={range}
        onChange={setRange}
        options={NAV_RANGES.map((value) => ({
          value,
          label: rangeName(value, sinceEstablishment),
        }))}
      />
      <div className="fund-detail__chart">{chart()}</div>
      <FundNavTable fundCode={fundCode} />
    </>
  )
}
