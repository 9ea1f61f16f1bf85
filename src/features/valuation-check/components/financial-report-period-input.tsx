import { DatePicker } from 'antd'
import type { Dayjs } from 'dayjs'
import { beijingTodayDay, dayjs } from '@/lib/dayjs'

interface Props {
  /** YYYY-MM, as the query keeps it. */
  value?: string
  onChange?: (value: string | undefined) => void
  placeholder?: string
  'aria-label'?: string
  id?: string
}

/** A month picker whose value is the month's text (YYYY-MM): the period filters. */
export function PeriodInput({ value, onChange, ...rest }: Props) {
  return (
    <DatePicker
      picker="month"
      format="YYYY-MM"
      value={value ? dayjs(`${value}-01`) : null}
      onChange={(d: Dayjs | null) => onChange?.(d ? d.format('YYYY-MM') : undefined)}
      disabledDate={(d) => d.isAfter(beijingTodayDay(), 'month')}
      style={{ width: '100%' }}
      {...rest}
    />
  )
}
