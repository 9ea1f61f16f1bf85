import { PlusOutlined } from '@ant-design/icons'
import { Button, Card } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { useMemo, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { actionColumn, dateColumn, statusColumn } from '@/components/query-table/columns'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { monthLabel } from '@contract/quant-operation-rules'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import { QUANT_STATUS_LABEL, type QuantTable } from '@contract/api/data-submission'
import { queryQuantTables } from '@/api/data-submission/quant-tables'
import { submissionFunds } from '@/api/data-submission/submission-funds'
import { recentMonths } from '../components/month-options'
import { QuantCreateDialog } from '../components/quant-create-dialog'
import { QUANT_LIST } from '../hooks/use-quant-tables'
import '../components/data-submission.css'

const SORTABLE = ['month', 'updatedAt']
const STATUSES = {
  draft: { text: QUANT_STATUS_LABEL.draft, color: 'warning' },
  submitted: { text: QUANT_STATUS_LABEL.submitted, color: 'success' },
} as const
const STATUS_OPTIONS = Object.entries(STATUSES).map(([value, s]) => ({ value, label: s.text }))
const EDIT = '/data-submission/quantify-operation-edit'

/** The months a table can be for, as they were when the page opened. */
function useRecentMonths() {
  return { options: useMemo(() => recentMonths(), []) }
}

const FIELDS: QueryFieldSpec[] = [
  { name: 'fundCode', kind: 'select', label: '产品', funds: submissionFunds.quant },
  { name: 'month', kind: 'select', label: '月份', useOptions: useRecentMonths },
  { name: 'status', kind: 'select', label: '状态', options: STATUS_OPTIONS },
]

/**
 * 量化运行表: each quant fund's monthly tables, drafts first; 编辑 a draft (or 查看 a
 * submitted one) on the edit page; 新建运行表 for a fund and month.
 */
export default function QuantOperationPage() {
  const navigate = useNavigate()
  const table = useTableQuery<QuantTable>({
    name: QUANT_LIST,
    fields: FIELDS,
    sortable: SORTABLE,
    fetchPage: queryQuantTables,
    rowKey: 'tableId',
  })
  const [creating, setCreating] = useState(false)
  const edit = (tableId: string) => navigate(`${EDIT}?id=${encodeURIComponent(tableId)}`)
  const columns: ColumnType<QuantTable>[] = [
    { title: '产品代码', dataIndex: 'fundCode', key: 'fundCode', width: 100 },
    { title: '产品名称', dataIndex: 'fundName', key: 'fundName' },
    {
      title: '月份',
      dataIndex: 'month',
      key: 'month',
      sorter: true,
      sortOrder: table.sortOrder('month'),
      render: (month: string) => monthLabel(month),
    },
    { title: '行数', dataIndex: 'rowCount', key: 'rowCount', align: 'right', width: 70 },
    statusColumn({ title: '状态', field: 'status', statuses: STATUSES }),
    { title: '更新人', dataIndex: 'updatedBy', key: 'updatedBy' },
    {
      ...dateColumn({ title: '更新时间', field: 'updatedAt', withTime: true, sortable: true }),
      sortOrder: table.sortOrder('updatedAt'),
    },
    dateColumn({ title: '提交时间', field: 'submittedAt', withTime: true }),
    actionColumn(
      (row) => (
        <Button type="link" size="small" onClick={() => edit(row.tableId)}>
          {row.status === 'draft' ? '编辑' : '查看'}
        </Button>
      ),
      90,
    ),
  ]
  return (
    <Card variant="borderless">
      <QueryForm formProps={table.formProps} fields={FIELDS} />
      <QueryTable<QuantTable>
        title="量化运行表"
        columns={columns}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            新建运行表
          </Button>
        }
      />
      <QuantCreateDialog open={creating} onClose={() => setCreating(false)} onCreated={edit} />
    </Card>
  )
}
