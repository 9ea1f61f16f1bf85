import { dayjs } from '@/lib/dayjs'
import {
  FUND_EVENT_NAMES,
  type DayRule,
  type FundEventType,
  type ProductDate,
} from '@contract/api/home'

export const EVENT_TYPES: FundEventType[] = ['open', 'nav', 'dividend']
/** One character per kind beside its colour, so the markers read without colour too. */
export const EVENT_SHORT: Record<FundEventType, string> = { open: '开', nav: '净', dividend: '分' }
const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日']
const RULE_NAMES: Record<DayRule, string> = {
  trading: '交易日',
  weekend: '周末',
  holiday: '节假日',
}

interface Props {
  /** YYYY-MM */
  month: string
  marks: readonly ProductDate[]
  /** The month's days and their kind; a day missing (仅显示交易日) is shown dimmed and off. */
  rules: ReadonlyMap<string, DayRule>
  selected: string | undefined
  today: string
  onSelect: (date: string) => void
}

/** Monday-first weeks of the month; null pads the first and last week. */
function weeksOf(month: string) {
  const first = dayjs(`${month}-01`)
  const lead = (first.day() + 6) % 7
  const cells: Array<string | null> = Array.from({ length: lead }, () => null)
  for (let d = 0; d < first.daysInMonth(); d += 1) {
    cells.push(first.add(d, 'day').format('YYYY-MM-DD'))
  }
  while (cells.length % 7) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7))
}

/** A month of days; each shows a marker per kind of event with its count. */
export function MonthGrid({ month, marks, rules, selected, today, onSelect }: Props) {
  const byDate = new Map(marks.map((m) => [m.date, m.counts]))
  return (
    <table
      className="fund-month"
      aria-label={`${dayjs(`${month}-01`).format('YYYY年M月')}产品日历`}
    >
      <thead>
        <tr>
          {WEEKDAYS.map((w) => (
            <th key={w} scope="col">
              {w}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOf(month).map((week, w) => (
          <tr key={w}>
            {week.map((date, i) => {
              if (!date) return <td key={`pad${i}`} />
              const rule = rules.get(date)
              const counts = byDate.get(date) ?? {}
              const kinds = EVENT_TYPES.filter((t) => counts[t])
              const label = [
                dayjs(date).format('M月D日'),
                rule ? RULE_NAMES[rule] : '非交易日',
                ...kinds.map((t) => `${FUND_EVENT_NAMES[t]}${counts[t]}项`),
              ].join('，')
              const classes = [
                'fund-month__day',
                rule !== 'trading' && 'fund-month__day--off',
                date === today && 'fund-month__day--today',
              ]
              return (
                <td key={date}>
                  <button
                    type="button"
                    className={classes.filter(Boolean).join(' ')}
                    data-date={date}
                    aria-pressed={date === selected}
                    disabled={!rule}
                    onClick={() => onSelect(date)}
                  >
                    <span className="fund-month__hidden">{label}</span>
                    <span className="fund-month__date" aria-hidden>
                      {Number(date.slice(8))}
                      {rule === 'holiday' && <small>休</small>}
                    </span>
                    <span className="fund-month__marks" aria-hidden>
                      {kinds.map((t) => (
                        <span key={t} className={`fund-mark fund-mark--${t}`}>
                          {EVENT_SHORT[t]}
                          {counts[t]}
                        </span>
                      ))}
                    </span>
                  </button>
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
