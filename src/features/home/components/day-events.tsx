import type { UseQueryResult } from '@tanstack/react-query'
import { Button, Empty, Skeleton } from 'antd'
import { dayjs } from '@/lib/dayjs'
import { FUND_EVENT_NAMES, type FundCalendarEvent } from '@contract/api/home'

interface Props {
  date: string | undefined
  events: UseQueryResult<FundCalendarEvent[]>
}

/** The chosen day's events: which fund, what happens. */
export function DayEvents({ date, events }: Props) {
  const heading = date ? dayjs(date).format('M月D日 dddd') : '请选择日期'
  const list = events.data ?? []
  let body
  if (!date)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="点击日期查看当天事件" />
  else if (events.isPending) body = <Skeleton active title={false} paragraph={{ rows: 3 }} />
  else if (events.isError)
    body = (
      <div role="alert" className="fund-day__failed">
        当天事件加载失败
        <Button size="small" onClick={() => void events.refetch()}>
          重新加载
        </Button>
      </div>
    )
  else if (list.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="当天没有产品事件" />
  else
    body = (
      // Scrolls when long: focusable, so the keyboard can scroll it too.
      <ul className="fund-day__list" tabIndex={0} aria-label="当天事件列表">
        {list.map((e) => (
          <li key={`${e.fundCode}-${e.type}`}>
            <span className={`fund-mark fund-mark--${e.type} fund-day__type`}>
              {FUND_EVENT_NAMES[e.type]}
            </span>
            <span className="fund-day__fund" title={e.fundName}>
              {e.fundName}
            </span>
            <span className="fund-day__remark">
              {e.fundCode} · {e.remark}
            </span>
          </li>
        ))}
      </ul>
    )
  return (
    <section className="fund-day" aria-label="当天产品事件" aria-live="polite">
      <h3 className="fund-day__title">
        {heading}
        {date && events.isSuccess && list.length > 0 && (
          <span className="fund-day__count">共 {list.length} 项</span>
        )}
      </h3>
      {body}
    </section>
  )
}
