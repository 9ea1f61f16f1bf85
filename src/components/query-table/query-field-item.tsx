import { DatePicker, Form, InputNumber, Select, type SelectProps } from 'antd'
import { BoundedDatePicker, BoundedRangePicker } from '../bounded-date-picker'
import { FundSelect } from '../fund-select'
import { LimitedTextItem } from './limited-query-item'
import type { QueryFieldSpec, SelectFieldSpec } from './query-field-spec'

const WIDE = { width: '100%' }

/** A Select whose options come from a hook (a query the page's form waits on). */
function SourcedSelect({
  useOptions,
  ...props
}: SelectProps & { useOptions: NonNullable<SelectFieldSpec['useOptions']> }) {
  const { options, loading } = useOptions()
  return <Select {...props} options={options} loading={loading} />
}

function selectOf(field: SelectFieldSpec) {
  const { label, placeholder, options, useOptions, funds, props } = field
  if (funds) {
    return (
      <FundSelect
        funds={funds}
        aria-label={label}
        {...(placeholder !== undefined && { placeholder })}
        {...props}
      />
    )
  }
  const common: SelectProps = {
    'aria-label': label,
    allowClear: true,
    placeholder: placeholder ?? '全部',
    ...(field.kind === 'multi' && { mode: 'multiple' }),
    ...props,
  }
  return useOptions ? (
    <SourcedSelect {...common} useOptions={useOptions} />
  ) : (
    <Select {...common} options={options} />
  )
}

function widgetOf(field: QueryFieldSpec) {
  if (field.render) return field.render()
  const { label } = field
  switch (field.kind) {
    case 'select':
    case 'multi':
      return selectOf(field)
    case 'date': {
      const props = { 'aria-label': label, placeholder: field.placeholder }
      const style = field.wide ? WIDE : undefined
      return field.bounds ? (
        <BoundedDatePicker {...props} style={style} {...field.bounds()} />
      ) : (
        <DatePicker {...props} style={style} />
      )
    }
    case 'dateRange': {
      const props = { 'aria-label': label, placeholder: field.placeholder }
      const style = field.wide ? WIDE : undefined
      return field.bounds ? (
        <BoundedRangePicker {...props} style={style} {...field.bounds()} />
      ) : (
        <DatePicker.RangePicker {...props} style={style} />
      )
    }
    case 'number':
      return (
        <InputNumber
          aria-label={label}
          placeholder={field.placeholder}
          style={field.wide ? WIDE : undefined}
          {...field.props}
        />
      )
    case 'text':
      return null
  }
}

/**
 * One declared query field as its Form.Item: the widget its kind names, or its own `render`.
 * A text field is kept to its max the way every text filter is (LimitedQueryItem).
 */
export function QueryFieldItem({ field }: { field: QueryFieldSpec }) {
  const { name, label, rules, dependencies, itemProps } = field
  const item = { name, label, rules, dependencies, ...itemProps }
  if (field.kind === 'text' && !field.render) {
    const { placeholder, max } = field
    return (
      <LimitedTextItem
        {...item}
        input={{ 'aria-label': label, allowClear: true, placeholder, max }}
      />
    )
  }
  return <Form.Item {...item}>{widgetOf(field)}</Form.Item>
}
