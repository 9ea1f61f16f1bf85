import type { Dayjs } from 'dayjs'
import { BoundedDatePicker } from '@/components/bounded-date-picker'
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
    <BoundedDatePicker
      picker="month"
      format="YYYY-MM"
      value={value ? dayjs(`${value}-01`) : null}
      onChange={(d: Dayjs | null) => onChange?.(d ? d.format('YYYY-MM') : undefined)}
      max={beijingTodayDay()}
      style={{ width: '100%' }}
      {...rest}
    />
  )
}
