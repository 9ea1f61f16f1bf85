import { Alert, Button, Card } from 'antd'
import { useState } from 'react'
import { actionColumn } from '@/components/query-table/columns'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import { useTodoCounts } from '@/lib/todo/todo-counts'
import type { Seal } from '@contract/api/e-signature'
import { querySeals } from '@/api/esign/seals'
import { SEAL_STATUS_OPTIONS, SEAL_TYPE_OPTIONS, sealColumns } from '../components/seal-columns'
import { SealStatusDialog, type StatusAsk } from '../components/seal-status-dialog'
import { SealUsersDialog } from '../components/seal-users-dialog'
import { useSealActions } from '../hooks/use-seal-actions'
import { SEAL_LIST } from '../hooks/use-sign'
import '../components/e-sign.css'

const FIELDS: QueryFieldSpec[] = [
  { name: 'sealType', kind: 'select', label: '印章类型', options: SEAL_TYPE_OPTIONS },
  { name: 'status', kind: 'select', label: '状态', options: SEAL_STATUS_OPTIONS },
]

/**
 * 印章管理: the organisation's seals with their image, status and who may use them; 授权
 * edits the users, 启用 / 停用 (asked first) decide whether the seal can sign. A newly
 * registered seal waits 待审核 until 审核启用.
 */
export default function SealManagePage() {
  const table = useTableQuery<Seal>({
    name: SEAL_LIST,
    fields: FIELDS,
    fetchPage: querySeals,
    rowKey: 'sealId',
  })
  const counts = useTodoCounts()
  const waiting = counts.T00035 ?? 0
  const { status, users } = useSealActions()
  const [asking, setAsking] = useState<StatusAsk>()
  const [editing, setEditing] = useState<Seal>()
  const link = (text: string, onClick: () => void, label?: string) => (
    <Button type="link" size="small" aria-label={label} onClick={onClick}>
      {text}
    </Button>
  )
  const actions = actionColumn<Seal>(
    (seal) => (
      <span className="esign-actions">
        {link('授权', () => setEditing(seal), `授权 ${seal.sealName}`)}
        {seal.status === 'enabled'
          ? link('停用', () => setAsking({ seal, action: 'disable' }), `停用 ${seal.sealName}`)
          : link(
              seal.status === 'pending' ? '审核启用' : '启用',
              () => setAsking({ seal, action: 'enable' }),
              `${seal.status === 'pending' ? '审核启用' : '启用'} ${seal.sealName}`,
            )}
      </span>
    ),
    150,
  )
  return (
    <Card>
      {waiting > 0 && (
        <Alert
          className="esign-alert"
          type="warning"
          showIcon
          title={`${waiting} 枚新备案的印章待审核，审核启用后方可用于签署`}
        />
      )}
      <QueryForm formProps={table.formProps} fields={FIELDS} />
      <QueryTable<Seal>
        title="电子印章"
        columns={sealColumns(actions)}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
      />
      <SealStatusDialog
        asking={asking}
        onConfirm={({ seal, action }) => status.mutateAsync({ sealId: seal.sealId, action })}
        onClose={() => setAsking(undefined)}
      />
      <SealUsersDialog
        key={editing?.sealId}
        seal={editing}
        busy={users.isPending}
        onSave={(userIds) => users.mutateAsync({ sealId: editing!.sealId, userIds })}
        onClose={() => setEditing(undefined)}
      />
    </Card>
  )
}
