import { DatePicker, Input, Select } from 'antd'
import {
  QUANT_REMARK_MAX,
  QUANT_STRATEGIES,
  type QuantColumn,
} from '@contract/quant-operation-rules'
import { dayjs } from '@/lib/dayjs'
import { useLengthLimit } from '@/lib/use-length-limit'
import '@/components/limited-input.css'
import type { QuantRow } from '@contract/api/data-submission'

const STRATEGY_OPTIONS = QUANT_STRATEGIES.map((value) => ({ value, label: value }))
const DAY = 'YYYY-MM-DD'
const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && dayjs(text).format(DAY) === text

interface Props {
  row: QuantRow
  /** 1-based, as the messages and labels name it. */
  index: number
  column: QuantColumn
  title: string
  month: string
  problem: string | undefined
  onEdit: (value: string) => void
  onLeave: () => void
}

/**
 * One editable cell: its editor, named for screen readers, with its message under it. 备注
 * keeps to QUANT_REMARK_MAX like every limited field: a longer paste is cut and the cell says
 * 最多输入N个字符，超出部分已截去.
 */
export function QuantCell({ row, index, column, title, month, problem, onEdit, onLeave }: Props) {
  const label = `第${index}行 ${title}`
  const messageId = `quant-${row.rowId}-${column}-problem`
  const remarkLength = useLengthLimit(QUANT_REMARK_MAX)
  const message = problem ?? (column === 'remark' ? remarkLength.hint : undefined)
  const common = {
    'aria-label': label,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': message ? messageId : undefined,
    status: problem ? ('error' as const) : undefined,
    onBlur: onLeave,
  }
  const value = row[column]
  let editor
  if (column === 'date') {
    editor = (
      <DatePicker
        {...common}
        value={isDay(value) ? dayjs(value) : null}
        defaultPickerValue={dayjs(`${month}-01`)}
        onChange={(day) => onEdit(day ? day.format(DAY) : '')}
        placeholder="YYYY-MM-DD"
        allowClear={false}
      />
    )
  } else if (column === 'strategy') {
    editor = (
      <Select
        {...common}
        value={value || undefined}
        options={STRATEGY_OPTIONS}
        onChange={(v: string) => onEdit(v)}
        placeholder="请选择"
        popupMatchSelectWidth={false}
      />
    )
  } else if (column === 'remark') {
    editor = (
      <Input
        {...common}
        {...remarkLength.inputProps}
        value={value}
        onChange={(e) => onEdit(remarkLength.limit(e.target.value))}
        placeholder="选填"
      />
    )
  } else {
    editor = (
      <Input
        {...common}
        value={value}
        inputMode="decimal"
        onChange={(e) => onEdit(e.target.value)}
      />
    )
  }
  return (
    <div className={`quant-cell quant-cell--${column}`} data-cell={`${row.rowId}:${column}`}>
      {editor}
      {problem ? (
        <div id={messageId} className="quant-cell__problem">
          {problem}
        </div>
      ) : (
        message && (
          <div id={messageId} className="limited-input__hint" role="status">
            {message}
          </div>
        )
      )}
    </div>
  )
}
