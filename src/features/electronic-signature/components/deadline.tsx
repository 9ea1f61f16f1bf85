import { Tag } from 'antd'
import { beijingTodayDay, dayjs } from '@/lib/dayjs'

const SOON_DAYS = 3

/** 截止日期, with 已逾期 once it has passed and 即将到期 in its last three days. */
export function Deadline({ date }: { date: string }) {
  const days = dayjs(date).diff(beijingTodayDay(), 'day')
  return (
    <span className="esign-deadline">
      {date}
      {days < 0 ? (
        <Tag color="error">已逾期</Tag>
      ) : days <= SOON_DAYS ? (
        <Tag color="warning">即将到期</Tag>
      ) : null}
    </span>
  )
}
