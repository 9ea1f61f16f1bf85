import { Button } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { actionColumn, dateColumn, statusColumn } from '@/components/query-table/columns'
import {
  CHANGE_STATUS_LABEL,
  CHANGE_TYPES,
  type ContractChange,
} from '@contract/api/contract-manage'

const STATUSES = {
  draft: { text: CHANGE_STATUS_LABEL.draft, color: 'warning' },
  review: { text: CHANGE_STATUS_LABEL.review, color: 'processing' },
  returned: { text: CHANGE_STATUS_LABEL.returned, color: 'error' },
  effective: { text: CHANGE_STATUS_LABEL.effective, color: 'success' },
} as const
const actionOf = (row: ContractChange) =>
  row.status === 'draft' ? '编辑' : row.status === 'returned' ? '重新提交' : '详情'

/** 合同变更's columns; the row's action (编辑, 重新提交, 详情) opens its detail. */
export const changeColumns = (
  sortOrder: (field: string) => 'ascend' | 'descend' | null,
  onView: (changeId: string) => void,
): ColumnType<ContractChange>[] => [
  { title: '申请编号', dataIndex: 'changeId', key: 'changeId', width: 140 },
  { title: '合同编号', dataIndex: 'contractId', key: 'contractId', width: 140 },
  { title: '产品名称', dataIndex: 'fundName', key: 'fundName', width: 200, ellipsis: true },
  {
    title: '变更类型',
    dataIndex: 'changeType',
    key: 'changeType',
    width: 110,
    render: (t: ContractChange['changeType']) => CHANGE_TYPES[t],
  },
  { title: '变更内容', dataIndex: 'content', key: 'content', width: 200, ellipsis: true },
  statusColumn({ title: '状态', field: 'status', statuses: STATUSES, width: 120 }),
  {
    ...dateColumn({ title: '创建时间', field: 'createdAt', withTime: true, sortable: true }),
    sortOrder: sortOrder('createdAt'),
  },
  actionColumn(
    (row) => (
      <Button type="link" size="small" onClick={() => onView(row.changeId)}>
        {actionOf(row)}
      </Button>
    ),
    90,
  ),
]
