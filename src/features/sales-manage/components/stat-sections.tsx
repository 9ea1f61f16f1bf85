import { LazyBarChart, LazyPieChart } from '@/components/charts/lazy-bar-chart'
import { formatAmount } from '@/lib/format'
import type { SalesStatistics } from '@contract/api/sales'
import { StatSection } from './stat-section'

const money = (v: number) => `${formatAmount(v)} 元`
const FUND_BARS = 10

interface Props {
  data: SalesStatistics
  range: { beginMonth: string; endMonth: string }
}

/** 销售统计's three views: by fund (the top ten as bars), by channel (a doughnut), by month. */
export function StatSections({ data, range }: Props) {
  const totals = { totalAmount: data.totalAmount, totalCount: data.totalCount }
  return (
    <>
      <StatSection
        title="按产品"
        label="产品"
        dimension="fund"
        lines={data.byFund}
        range={range}
        {...totals}
        chart={
          <LazyBarChart
            ariaLabel={`按产品的确认金额（前${FUND_BARS}只）`}
            fileName="销售统计-按产品"
            categories={data.byFund.slice(0, FUND_BARS).map((l) => l.name)}
            series={[
              {
                name: '确认金额',
                values: data.byFund.slice(0, FUND_BARS).map((l) => l.amount),
              },
            ]}
            axisNames={['万元']}
            axisDivisor={10_000}
            formatValue={money}
          />
        }
      />
      <StatSection
        title="按销售渠道"
        label="销售渠道"
        dimension="channel"
        lines={data.byChannel}
        range={range}
        {...totals}
        chart={
          <LazyPieChart
            ariaLabel="按销售渠道的确认金额"
            fileName="销售统计-按销售渠道"
            slices={data.byChannel.map((l) => ({ name: l.name, value: l.amount }))}
            formatValue={money}
          />
        }
      />
      <StatSection
        title="按月份"
        label="月份"
        dimension="month"
        lines={data.byMonth}
        range={range}
        {...totals}
        chart={
          <LazyBarChart
            ariaLabel="按月份的确认金额和笔数"
            fileName="销售统计-按月份"
            categories={data.byMonth.map((l) => l.name)}
            series={[
              { name: '确认金额', values: data.byMonth.map((l) => l.amount) },
              {
                name: '确认笔数',
                values: data.byMonth.map((l) => l.count),
                kind: 'line',
                axis: 1,
              },
            ]}
            axisNames={['万元', '笔']}
            axisDivisor={10_000}
            formatValue={(v, name) => (name === '确认笔数' ? `${v} 笔` : money(v))}
          />
        }
      />
    </>
  )
}
