import { Form, Input, type FormItemProps, type InputProps } from 'antd'
import { isValidElement, useEffect, type ReactElement, type ReactNode } from 'react'
import { QUERY_TEXT_MAX } from '@/lib/query-state'
import { useLengthLimit } from '@/lib/use-length-limit'
import { LimitedInput } from '../limited-input'
import '../limited-input.css'

export type FilterInputProps = Omit<InputProps, 'maxLength'> & { max?: number }
type TextItem = ReactElement<FormItemProps & { children: ReactElement<FilterInputProps> }>

/** A filter's Form.Item holding an antd Input or a LimitedInput: a text filter. */
export const isTextFilterItem = (item: ReactNode): item is TextItem =>
  isValidElement<FormItemProps>(item) &&
  item.type === Form.Item &&
  isValidElement(item.props.children) &&
  (item.props.children.type === Input || item.props.children.type === LimitedInput)

/**
 * A text filter kept to its limit (the LimitedInput's max, or QUERY_TEXT_MAX for a plain
 * Input) the way every limited field is (useLengthLimit): a longer paste or value (an
 * address) keeps its first characters, the field keeps them, and 最多输入N个字符，超出部分已截去
 * shows under it.
 */
export function LimitedQueryItem({ item }: { item: TextItem }) {
  const { children: input, ...props } = item.props
  return <LimitedTextItem {...props} input={input.props} />
}

type TextItemProps = Omit<FormItemProps, 'children'> & { input: FilterInputProps }

/** LimitedQueryItem from the Form.Item's props and its input's. */
export function LimitedTextItem({ input, normalize, extra, name, ...props }: TextItemProps) {
  const { max: filterMax, ...inputProps } = input
  const max = filterMax ?? QUERY_TEXT_MAX
  const length = useLengthLimit(max)
  const form = Form.useFormInstance()
  const value: unknown = Form.useWatch(name, form)
  const { reset } = length
  // Emptied or shortened from outside (重置, an address): no hint.
  const short = typeof value !== 'string' || value.length < max
  useEffect(() => {
    if (short) reset()
  }, [short, reset])
  return (
    <Form.Item
      {...props}
      name={name}
      normalize={(next: unknown, prev: unknown, all: object) => {
        const kept: unknown = normalize ? normalize(next, prev, all) : next
        return typeof kept === 'string' ? length.limit(kept) : kept
      }}
      extra={
        length.hint ? (
          <div className="limited-input__hint" role="status">
            {length.hint}
          </div>
        ) : (
          extra
        )
      }
    >
      <Input {...inputProps} {...length.inputProps} />
    </Form.Item>
  )
}
