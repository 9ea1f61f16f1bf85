import { DatePicker, Input, Select } from 'antd'
import { QUANT_STRATEGIES, type QuantColumn } from '@/config/quant-operation-rules'
import { dayjs } from '@/lib/dayjs'
import type { QuantRow } from '@/types/api/data-submission'

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

/** One editable cell: its editor, named for screen readers, with its message under it. */
export function QuantCell({ row, index, column, title, month, problem, onEdit, onLeave }: Props) {
  const label = `第${index}行 ${title}`
  const messageId = `quant-${row.rowId}-${column}-problem`
  const common = {
    'aria-label': label,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? messageId : undefined,
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
  } else {
    editor = (
      <Input
        {...common}
        value={value}
        inputMode={column === 'remark' ? undefined : 'decimal'}
        onChange={(e) => onEdit(e.target.value)}
        placeholder={column === 'remark' ? '选填' : undefined}
      />
    )
  }
  return (
    <div className={`quant-cell quant-cell--${column}`} data-cell={`${row.rowId}:${column}`}>
      {editor}
      {problem && (
        <div id={messageId} className="quant-cell__problem">
          {problem}
        </div>
      )}
    </div>
  )
}
