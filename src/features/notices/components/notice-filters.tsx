import { Button, DatePicker, Form, Select, Space } from 'antd'
import { LimitedInput } from '@/components/limited-input'
import type { Dayjs } from 'dayjs'
import { NOTICE_TYPES, type NoticeType } from '@contract/api/notice'

export interface NoticeFilterValues {
  type?: NoticeType
  startDate?: string
  endDate?: string
  title?: string
}

interface FormValues {
  type?: NoticeType
  range?: [Dayjs | null, Dayjs | null] | null
  title?: string
}

const TYPE_OPTIONS = [
  { value: '', label: '全部类型' },
  ...NOTICE_TYPES.map((t) => ({ value: t, label: t })),
]

/** 类型, 发布日期 and 标题, then 查询 / 重置 (both start again from the first page). */
export function NoticeFilters({ onSearch }: { onSearch: (values: NoticeFilterValues) => void }) {
  const [form] = Form.useForm<FormValues>()
  const submit = ({ type, range, title }: FormValues) =>
    onSearch({
      type: type || undefined,
      startDate: range?.[0]?.format('YYYY-MM-DD'),
      endDate: range?.[1]?.format('YYYY-MM-DD'),
      title: title?.trim() || undefined,
    })
  return (
    <Form
      form={form}
      layout="inline"
      className="notice-filters"
      initialValues={{ type: '' }}
      onFinish={submit}
      aria-label="查询条件"
    >
      <Form.Item label="类型" name="type">
        <Select options={TYPE_OPTIONS} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item label="发布日期" name="range">
        <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: 260 }} />
      </Form.Item>
      <Form.Item label="标题" name="title">
        <LimitedInput placeholder="请输入标题关键字" max={50} allowClear style={{ width: 200 }} />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              form.resetFields()
              submit({})
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  )
}
