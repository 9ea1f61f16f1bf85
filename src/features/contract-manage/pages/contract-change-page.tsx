import { PlusOutlined } from '@ant-design/icons'
import { Button, Card } from 'antd'
import { useState } from 'react'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import {
  CHANGE_STATUS_LABEL,
  CHANGE_TYPES,
  type ChangeDetail,
  type ContractChange,
} from '@contract/api/contract-manage'
import { queryChanges } from '@/api/contract/changes'
import { changeColumns } from '../components/change-columns'
import { ChangeDetailDrawer } from '../components/change-detail'
import { ChangeForm } from '../components/change-form'
import { CHANGE_LIST } from '../hooks/use-changes'
import '../components/contract-manage.css'
import { fixedColumns } from '../components/fixed-columns'

const SORTABLE = ['createdAt']
const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }))

const FIELDS: QueryFieldSpec[] = [
  { name: 'fund', kind: 'text', label: '产品', placeholder: '产品名称或合同编号', max: 50 },
  { name: 'changeType', kind: 'select', label: '变更类型', options: options(CHANGE_TYPES) },
  { name: 'status', kind: 'select', label: '状态', options: options(CHANGE_STATUS_LABEL) },
  { name: 'createdRange', kind: 'dateRange', label: '创建日期', wide: true },
]

/**
 * 合同变更 (contract-manage/contract-change): change requests of the 已生效 contracts with their
 * timeline; 新建变更, 编辑 a 待提交 one and 提交 it (T00043 drops), correct an 已退回 one (its
 * reason shown) and send it again.
 */
export default function ContractChangePage() {
  const table = useTableQuery<ContractChange>({
    name: CHANGE_LIST,
    fields: FIELDS,
    sortable: SORTABLE,
    fetchPage: queryChanges,
    rowKey: 'changeId',
  })
  const [viewing, setViewing] = useState<string>()
  const [editing, setEditing] = useState<{ change?: ChangeDetail }>()
  const columns = changeColumns(table.sortOrder, setViewing)
  return (
    <Card>
      <QueryForm formProps={table.formProps} fields={FIELDS} />
      <QueryTable<ContractChange>
        title="变更申请"
        columns={columns}
        tableProps={fixedColumns(table.tableProps, columns)}
        failed={table.result.isError}
        onRefresh={table.refresh}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            新建变更
          </Button>
        }
      />
      <ChangeDetailDrawer
        changeId={viewing}
        onClose={() => setViewing(undefined)}
        onEdit={(change) => setEditing({ change })}
      />
      {/* A fresh form for each request (one closing may not have gone before the next opens). */}
      <ChangeForm
        key={editing?.change?.changeId ?? 'new'}
        open={Boolean(editing)}
        change={editing?.change}
        onClose={() => setEditing(undefined)}
      />
    </Card>
  )
}
