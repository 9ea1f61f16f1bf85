import { DownOutlined, UpOutlined } from '@ant-design/icons'
import { Button, Form, Space, type FormProps } from 'antd'
import { Children, useState, type ReactNode } from 'react'
import { isTextFilterItem, LimitedQueryItem } from './limited-query-item'
import { QueryFieldItem } from './query-field-item'
import type { QueryFieldSpec } from './query-field-spec'
import './query-table.css'

/** How many filters fit in one row of the form before 展开 is offered. */
const FIRST_ROW = 3

interface Props {
  formProps: FormProps
  /** The page's declared query fields, each rendered as its label and widget. */
  fields?: readonly QueryFieldSpec[]
  /** Filters no declaration fits: Form.Items named as query fields, after the declared ones. */
  children?: ReactNode
}

/**
 * A query page's filters in a grid: the first row shows, 展开 shows the rest (collapsed
 * filters keep their values and still apply), then 查询 and 重置. A text filter (a Form.Item
 * holding an Input) is kept to its limit and says when a paste was cut (LimitedQueryItem).
 */
export function QueryForm({ formProps, fields = [], children }: Props) {
  const items = [
    ...fields.map((field) => <QueryFieldItem key={field.name} field={field} />),
    ...Children.toArray(children),
  ]
  const [open, setOpen] = useState(false)
  const foldable = items.length > FIRST_ROW
  return (
    <Form {...formProps} className="query-form" layout="horizontal" labelCol={{ flex: '96px' }}>
      <div className="query-form__grid">
        {items.map((item, i) => (
          <div key={i} hidden={foldable && !open && i >= FIRST_ROW}>
            {isTextFilterItem(item) ? <LimitedQueryItem item={item} /> : item}
          </div>
        ))}
        <Space className="query-form__actions">
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button htmlType="reset">重置</Button>
          {foldable && (
            <Button
              type="link"
              aria-expanded={open}
              onClick={() => setOpen((v) => !v)}
              icon={open ? <UpOutlined /> : <DownOutlined />}
              iconPlacement="end"
            >
              {open ? '收起' : '展开'}
            </Button>
          )}
        </Space>
      </div>
    </Form>
  )
}
