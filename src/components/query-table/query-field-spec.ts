import type { FormItemProps, InputNumberProps, SelectProps } from 'antd'
import type { ReactNode } from 'react'
import type { DateBounds } from '@/lib/date-bounds'
import type { FieldKind } from '@/lib/query-state'
import type { FundSource } from '../fund-select'

type SelectOptions = SelectProps['options']

interface BaseSpec<Kind extends FieldKind> {
  name: string
  kind: Kind
  /** The Form.Item's label, and the widget's accessible name. */
  label: string
  rules?: FormItemProps['rules']
  dependencies?: FormItemProps['dependencies']
  /** The rare Form.Item setting no other field needs (a checkbox's value mapping, say). */
  itemProps?: Omit<FormItemProps, 'name' | 'label' | 'children'>
  /** The rare widget none of the kinds below fits; the Form.Item is still made from this. */
  render?: () => ReactNode
}

/** An Input kept to `max` characters (QUERY_TEXT_MAX unless said), here and in the address. */
export interface TextFieldSpec extends BaseSpec<'text'> {
  max?: number
  placeholder?: string
}

/** A Select (`multi`: several values) from `options`, a hook giving them, or a fund source. */
export interface SelectFieldSpec extends BaseSpec<'select' | 'multi'> {
  /** 全部 unless said (a fund source's own: 全部产品). */
  placeholder?: string
  options?: SelectOptions
  useOptions?: () => { options?: SelectOptions; loading?: boolean }
  /** 产品: a FundSelect over this source. */
  funds?: FundSource
  props?: Omit<SelectProps, 'options' | 'mode' | 'placeholder'>
}

interface DateBase {
  /** As wide as its cell. */
  wide?: boolean
}

/** A DatePicker; with `bounds` (asked for at each render) a BoundedDatePicker. */
export interface DateFieldSpec extends BaseSpec<'date'>, DateBase {
  placeholder?: string
  bounds?: () => DateBounds
}

/** A RangePicker; with `bounds` (asked for at each render) a BoundedRangePicker. */
export interface DateRangeFieldSpec extends BaseSpec<'dateRange'>, DateBase {
  placeholder?: [string, string]
  bounds?: () => DateBounds & { maxSpan?: { years: number } }
}

export interface NumberFieldSpec extends BaseSpec<'number'> {
  placeholder?: string
  wide?: boolean
  props?: Omit<InputNumberProps, 'placeholder'>
}

/**
 * A query page's field, declared once: the address reads its name, kind and max
 * (useTableQuery), QueryForm renders its label and widget.
 */
export type QueryFieldSpec =
  TextFieldSpec | SelectFieldSpec | DateFieldSpec | DateRangeFieldSpec | NumberFieldSpec
