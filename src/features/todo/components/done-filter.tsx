import { Button, DatePicker, Form } from 'antd'
import { LimitedInput } from '@/components/limited-input'
import type { Dayjs } from 'dayjs'
import type { DoneQuery } from '@contract/api/todo'

interface Values {
  tittle?: string
  range?: [Dayjs | null, Dayjs | null] | null
}

/** The done list's query: 标题 (part of it) and 办结时间 (optional, both days included). */
export function DoneFilter({ onSearch }: { onSearch: (query: DoneQuery) => void }) {
  const [form] = Form.useForm<Values>()
  const submit = ({ tittle, range }: Values) =>
    onSearch({
      tittle: tittle?.trim() || undefined,
      beginDate: range?.[0]?.format('YYYY-MM-DD'),
      endDate: range?.[1]?.format('YYYY-MM-DD'),
    })
  return (
    <Form form={form} layout="inline" className="todo-done-filter" onFinish={submit}>
      <Form.Item name="tittle" label="标题">
        <LimitedInput placeholder="请输入标题关键字" allowClear max={50} style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="range" label="办结时间">
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
      </Form.Item>
      <Form.Item>
        <Button
          onClick={() => {
            form.resetFields()
            onSearch({})
          }}
        >
          重置
        </Button>
      </Form.Item>
    </Form>
  )
}
