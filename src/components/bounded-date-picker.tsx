import { DatePicker, type DatePickerProps } from 'antd'
import type { RangePickerProps } from 'antd/es/date-picker'
import type { Dayjs } from 'dayjs'
import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { endBounds, isOutside, refusal, type BoundUnit, type DateBounds } from '@/lib/date-bounds'
import './bounded-date-picker.css'

/*
 * Date pickers that allow only some dates. antd greys the others out in the calendar, but a
 * date typed outside them silently snaps back to the last value on Enter or blur: these say
 * why, under the box, naming the dates allowed (可选日期为 … 至 …) and the date typed.
 */

type Picker = 'date' | 'month'

const unitOf = (picker: Picker | undefined): BoundUnit => (picker === 'month' ? 'month' : 'day')

/**
 * The refusal shown under a picker, set from a box's text on Enter and on blur. A range's two
 * boxes are checked apart (`box`): leaving the end box does not take back what the start said.
 */
function useRefusal() {
  const [refusedAt, setRefusedAt] = useState<{ box: string; text: string }>()
  const check = (target: EventTarget, bounds: DateBounds, unit: BoundUnit, box = 'date') => {
    const text = refusal(target instanceof HTMLInputElement ? target.value : '', bounds, unit)
    setRefusedAt((current) => (text ? { box, text } : current?.box === box ? undefined : current))
  }
  const note = refusedAt ? (
    <div className="bounded-date__refusal" role="alert">
      {refusedAt.text}
    </div>
  ) : null
  return { refused: !!refusedAt, check, clear: () => setRefusedAt(undefined), note }
}

type BoundedDatePickerProps = Omit<
  DatePickerProps<Dayjs, false>,
  'disabledDate' | 'picker' | 'minDate' | 'maxDate'
> &
  DateBounds & { picker?: Picker }

/** A DatePicker allowing `min` to `max` (either open; whole days or months). */
export function BoundedDatePicker(props: BoundedDatePickerProps) {
  const { min, max, picker, onBlur, onKeyDown, onChange, status, ...rest } = props
  const unit = unitOf(picker)
  const bounds = { min, max }
  const { refused, check, clear, note } = useRefusal()
  return (
    <>
      <DatePicker
        {...rest}
        picker={picker}
        minDate={min}
        maxDate={max}
        disabledDate={(day) => isOutside(day, bounds, unit)}
        status={refused ? 'error' : status}
        onBlur={(event: FocusEvent<HTMLElement>, info) => {
          check(event.target, bounds, unit)
          onBlur?.(event, info)
        }}
        onKeyDown={(event: KeyboardEvent<HTMLElement>, prevent) => {
          if (event.key === 'Enter') check(event.target, bounds, unit)
          onKeyDown?.(event, prevent)
        }}
        onChange={(...args) => {
          clear()
          onChange?.(...args)
        }}
      />
      {note}
    </>
  )
}

type BoundedRangePickerProps = Omit<
  RangePickerProps,
  'disabledDate' | 'picker' | 'minDate' | 'maxDate'
> &
  DateBounds & {
    picker?: Picker
    /** The longest range allowed: each end is then kept within it of the other. */
    maxSpan?: { years: number }
  }

/** A RangePicker allowing `min` to `max`, and ranges no longer than `maxSpan`. */
export function BoundedRangePicker(props: BoundedRangePickerProps) {
  const {
    min,
    max,
    maxSpan,
    picker,
    value,
    onBlur,
    onFocus,
    onKeyDown,
    onChange,
    status,
    ...rest
  } = props
  const unit = unitOf(picker)
  const bounds = { min, max }
  const side = useRef<'start' | 'end'>('start')
  const { refused, check, clear, note } = useRefusal()
  const boundsOf = (end: 'start' | 'end', from?: Dayjs | null) =>
    endBounds(bounds, end, from ?? value?.[end === 'start' ? 1 : 0], maxSpan)
  return (
    <>
      <DatePicker.RangePicker
        {...rest}
        value={value}
        picker={picker}
        minDate={min}
        maxDate={max}
        disabledDate={(day, info) => isOutside(day, boundsOf(side.current, info.from), unit)}
        status={refused ? 'error' : status}
        onFocus={(event, info) => {
          side.current = info.range ?? 'start'
          onFocus?.(event, info)
        }}
        onBlur={(event: FocusEvent<HTMLElement>, info) => {
          const box = info.range ?? side.current
          check(event.target, boundsOf(box), unit, box)
          onBlur?.(event, info)
        }}
        onKeyDown={(event: KeyboardEvent<HTMLElement>, prevent) => {
          if (event.key === 'Enter') check(event.target, boundsOf(side.current), unit, side.current)
          onKeyDown?.(event, prevent)
        }}
        onChange={(...args) => {
          clear()
          onChange?.(...args)
        }}
      />
      {note}
    </>
  )
}
