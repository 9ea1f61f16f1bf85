import { PlusOutlined } from '@ant-design/icons'
import { Button, DatePicker, Form, Input, Select } from 'antd'
import { ExportButton } from '@/components/export-button'
import type { StatusStyle } from '@/components/query-table/columns'
import type { QueryField } from '@/lib/query-state'
import { statusOptions } from './application-statuses'

/** The filters every application list has: 产品, 状态 and a date range. */
export const applicationFields = (dateField: string): QueryField[] => [
  { name: 'fundName', kind: 'text' },
  { name: 'status', kind: 'select' },
  { name: dateField, kind: 'dateRange' },
]

/** Those filters as Form.Items for QueryForm (an array, so each takes its own cell). */
export const applicationFilters = (
  styles: Readonly<Record<string, StatusStyle>>,
  dateField: string,
  dateLabel: string,
) => [
  <Form.Item key="fundName" name="fundName" label="产品">
    <Input placeholder="产品代码或名称" allowClear />
  </Form.Item>,
  <Form.Item key="status" name="status" label="状态">
    <Select options={statusOptions(styles)} placeholder="全部" allowClear />
  </Form.Item>,
  <Form.Item key={dateField} name={dateField} label={dateLabel}>
    <DatePicker.RangePicker />
  </Form.Item>,
]

interface ToolbarProps {
  addText: string
  onAdd: () => void
  /** The export: the server's source name, the list's query and the file's name. */
  source: string
  params: Record<string, unknown>
  fileName: string
  total: number | undefined
}

/** A list's own actions: 新建… and 导出 (what the query shows). */
export function ApplicationToolbar({ addText, onAdd, total, ...exported }: ToolbarProps) {
  return (
    <span className="application-page__toolbar">
      <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
        {addText}
      </Button>
      <ExportButton {...exported} disabled={!total} />
    </span>
  )
}
