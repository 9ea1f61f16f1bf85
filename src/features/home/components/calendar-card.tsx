import { LeftOutlined, RightOutlined } from '@ant-design/icons'
import { Button, Select, Switch } from 'antd'
import { useMemo } from 'react'
import { HomeCard } from '@/components/home-card'
import { beijingToday } from '@contract/beijing-time'
import { dayjs } from '@/lib/dayjs'
import { FUND_EVENT_NAMES } from '@contract/api/home'
import { useFundCalendar } from '../hooks/use-fund-calendar'
import { DayEvents } from './day-events'
import { EVENT_SHORT, EVENT_TYPES, MonthGrid } from './month-grid'
import './calendar.css'

/** 产品日历: the month's open days, NAV dates and dividends of the organisation's funds. */
export default function CalendarCard() {
  const cal = useFundCalendar()
  const rules = useMemo(
    () => new Map((cal.days.data ?? []).map((d) => [d.date, d.ruleType])),
    [cal.days.data],
  )
  const fundOptions = (cal.funds.data ?? []).map((f) => ({
    value: f.fundCode,
    label: `${f.fundCode} ${f.fundName}`,
  }))
  const filters = (
    <span className="fund-calendar__filters">
      <Select
        mode="multiple"
        allowClear
        maxTagCount={1}
        maxTagTextLength={8}
        placeholder="全部产品"
        aria-label="筛选产品"
        options={fundOptions}
        optionFilterProp="label"
        loading={cal.funds.isPending}
        value={cal.fundCodes}
        onChange={cal.setFundCodes}
        className="fund-calendar__select"
        popupMatchSelectWidth={320}
      />
      <label className="fund-calendar__switch">
        <Switch size="small" checked={cal.onlyTrading} onChange={cal.setOnlyTrading} />
        仅显示交易日
      </label>
    </span>
  )
  const today = beijingToday()
  return (
    <HomeCard title="产品日历" extra={filters} state={cal.state}>
      <div className="fund-calendar">
        <div className="fund-calendar__month">
          <div className="fund-calendar__nav">
            <Button
              size="small"
              icon={<LeftOutlined />}
              aria-label="上个月"
              onClick={() => cal.shift(-1)}
            />
            <strong aria-live="polite">{dayjs(`${cal.month}-01`).format('YYYY年M月')}</strong>
            <Button
              size="small"
              icon={<RightOutlined />}
              aria-label="下个月"
              onClick={() => cal.shift(1)}
            />
            <Button size="small" onClick={cal.thisMonth} disabled={today.startsWith(cal.month)}>
              本月
            </Button>
            <span className="fund-calendar__legend">
              {EVENT_TYPES.map((t) => (
                <span key={t}>
                  <span className={`fund-mark fund-mark--${t}`}>{EVENT_SHORT[t]}</span>
                  {FUND_EVENT_NAMES[t]}
                </span>
              ))}
            </span>
          </div>
          <MonthGrid
            month={cal.month}
            marks={cal.dates.data ?? []}
            rules={rules}
            selected={cal.date}
            today={today}
            onSelect={cal.setDate}
          />
          {cal.dates.isSuccess && cal.dates.data.length === 0 && (
            <p className="fund-calendar__none">本月没有产品事件</p>
          )}
        </div>
        <DayEvents date={cal.date} events={cal.events} />
      </div>
    </HomeCard>
  )
}
