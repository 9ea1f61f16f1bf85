import { useQuery } from '@tanstack/react-query'
import { Card, Form, Statistic } from 'antd'
import { useSearchParams } from 'react-router-dom'
import { BoundedRangePicker } from '@/components/bounded-date-picker'
import { LoadFailed } from '@/components/load-failed'
import { PageLoading } from '@/components/page-loading'
import { beijingTodayDay, dayjs } from '@/lib/dayjs'
import { formatAmount } from '@/lib/format'
import { salesStatisticsQuery } from '@/api/sales/sales-statistics'
import { StatSections } from '../components/stat-sections'
import '../components/sales.css'

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

/**
 * 销售统计: confirmed sales of a month range (12 months to this one unless chosen), by fund,
 * by channel and by month: a chart, a table with 合计 and 导出 each. The range is in the address.
 */
export default function SalesStatisticsPage() {
  const [params, setParams] = useSearchParams()
  const begin = params.get('beginMonth') ?? ''
  const end = params.get('endMonth') ?? ''
  const asked = MONTH.test(begin) && MONTH.test(end) && begin <= end
  const stats = useQuery(asked ? salesStatisticsQuery(begin, end) : salesStatisticsQuery())
  const data = stats.data
  const range = data && { beginMonth: data.beginMonth, endMonth: data.endMonth }
  const pick = (dates: unknown) => {
    const [from, to] = (dates ?? []) as [dayjs.Dayjs | null, dayjs.Dayjs | null]
    const next = new URLSearchParams(params)
    if (from && to) {
      next.set('beginMonth', from.format('YYYY-MM'))
      next.set('endMonth', to.format('YYYY-MM'))
    } else {
      next.delete('beginMonth')
      next.delete('endMonth')
    }
    setParams(next, { replace: true })
  }
  return (
    <>
      <Card>
        <Form layout="inline" className="sales-summary">
          <Form.Item label="统计月份">
            <BoundedRangePicker
              picker="month"
              aria-label="统计月份"
              allowClear={false}
              value={range && [dayjs(range.beginMonth), dayjs(range.endMonth)]}
              max={beijingTodayDay()}
              onChange={pick}
            />
          </Form.Item>
          {data && <Statistic title="确认金额合计（元）" value={formatAmount(data.totalAmount)} />}
          {data && <Statistic title="确认笔数" value={data.totalCount} suffix="笔" />}
        </Form>
      </Card>
      {/* Until the figures come, say so: the page below the form was blank while it loaded. */}
      {stats.isPending && <PageLoading tip="正在加载销售统计…" />}
      {stats.isError && (
        <LoadFailed title="销售统计加载失败" onRetry={() => void stats.refetch()} />
      )}
      {data && range && <StatSections data={data} range={range} />}
    </>
  )
}
