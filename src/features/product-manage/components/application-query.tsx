import { PlusOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { ExportButton } from '@/components/export-button'
import type { StatusStyle } from '@/components/query-table/columns'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import { statusOptions } from './application-statuses'

/** The filters every application list has: 产品, 状态 and a date range. */
export const applicationFields = (
  styles: Readonly<Record<string, StatusStyle>>,
  dateField: string,
  dateLabel: string,
): QueryFieldSpec[] => [
  { name: 'fundName', kind: 'text', label: '产品', placeholder: '产品代码或名称' },
  { name: 'status', kind: 'select', label: '状态', options: statusOptions(styles) },
  { name: dateField, kind: 'dateRange', label: dateLabel },
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
