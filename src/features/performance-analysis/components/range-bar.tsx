import { Segmented } from 'antd'
import { BoundedRangePicker } from '@/components/bounded-date-picker'
import { dayjs } from '@/lib/dayjs'
import { RANGE_KEYS, RANGE_LABELS, type RangeKey, type ResolvedRange } from '@/lib/performance'

interface Props {
  range: RangeKey
  /** The range as dates; null while unknown or when the custom one holds no NAV. */
  resolved: ResolvedRange | null
  /** The first and last NAV dates the range may cover. */
  bounds?: { first: string; last: string }
  onChange: (changes: Record<string, string | undefined>) => void
}

const OPTIONS = RANGE_KEYS.map((value) => ({ value, label: RANGE_LABELS[value] }))

/** 区间: 近1月 … 成立以来 or 自定义 with a date range, and the dates it stands for. */
export function RangeBar({ range, resolved, bounds, onChange }: Props) {
  const choose = (key: RangeKey) =>
    onChange(
      key === 'custom'
        ? { range: key, from: resolved?.from, to: resolved?.to }
        : { range: key, from: undefined, to: undefined },
    )
  return (
    <div className="perf-toolbar__item perf-range">
      <Segmented<RangeKey> aria-label="区间" options={OPTIONS} value={range} onChange={choose} />
      {range === 'custom' && (
        <BoundedRangePicker
          aria-label="自定义区间"
          allowClear={false}
          value={resolved ? [dayjs(resolved.from), dayjs(resolved.to)] : null}
          min={bounds && dayjs(bounds.first)}
          max={bounds && dayjs(bounds.last)}
          onChange={(dates) => {
            const [from, to] = dates ?? []
            if (from && to) {
              onChange({ from: from.format('YYYY-MM-DD'), to: to.format('YYYY-MM-DD') })
            }
          }}
        />
      )}
      {resolved && (
        <span className="perf-range__text">
          {resolved.from} 至 {resolved.to}
          {resolved.clamped ? '（不足所选区间，自首个净值日起）' : ''}
        </span>
      )}
    </div>
  )
}
