import { PlusOutlined } from '@ant-design/icons'
import { Alert, Button, Card, Popconfirm } from 'antd'
import { useState } from 'react'
import { actionColumn } from '@/components/query-table/columns'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import { useTodoCounts } from '@/lib/todo/todo-counts'
import type { TransferSigner } from '@contract/api/custodian'
import { querySigners } from '@/api/custodian/transfer-signers'
import { signerColumns, SIGNER_STATUS_OPTIONS } from '../components/signer-columns'
import { SignerForm } from '../components/signer-form'
import { SIGNER_LIST, useSignerActions } from '../hooks/use-signers'
import '../components/custodian.css'

const FIELDS: QueryFieldSpec[] = [
  { name: 'name', kind: 'text', label: '姓名', max: 20 },
  { name: 'status', kind: 'select', label: '状态', options: SIGNER_STATUS_OPTIONS },
]

/**
 * 划款授权: who may sign the organisation's payment instructions, for which funds and up to
 * what amounts; 新增, 修改 and 停用, and 确认 of those the custodian registered.
 */
export default function TransferAuthorityPage() {
  const table = useTableQuery<TransferSigner>({
    name: SIGNER_LIST,
    fields: FIELDS,
    fetchPage: querySigners,
    rowKey: 'signerId',
  })
  const { disable, confirm } = useSignerActions()
  const counts = useTodoCounts()
  const waiting = counts.transferAuthorityNum ?? 0
  const [editing, setEditing] = useState<{ signer?: TransferSigner }>()
  const link = (text: string, onClick?: () => void) => (
    <Button type="link" size="small" onClick={onClick}>
      {text}
    </Button>
  )
  const actions = actionColumn<TransferSigner>((s) =>
    s.status === 'pending' ? (
      <Popconfirm
        title={`确认 ${s.name} 的划款授权？`}
        okText="确认"
        onConfirm={() => confirm.mutateAsync(s.signerId)}
      >
        {link('确认')}
      </Popconfirm>
    ) : s.status === 'disabled' ? null : (
      <span className="custodian-actions">
        {link('修改', () => setEditing({ signer: s }))}
        <Popconfirm
          title={`停用 ${s.name} 的划款授权？`}
          okText="停用"
          okButtonProps={{ danger: true }}
          onConfirm={() => disable.mutateAsync(s.signerId)}
        >
          {link('停用')}
        </Popconfirm>
      </span>
    ),
  )
  const add = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
      新增授权人
    </Button>
  )
  return (
    <Card>
      {waiting > 0 && (
        <Alert
          className="custodian-alert"
          type="warning"
          showIcon
          title={`托管人已登记 ${waiting} 位授权人，请核对信息后确认`}
        />
      )}
      <QueryForm formProps={table.formProps} fields={FIELDS} />
      <QueryTable<TransferSigner>
        title="划款授权人"
        columns={signerColumns(actions)}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
        toolbar={add}
      />
      <SignerForm
        key={editing?.signer?.signerId ?? 'new'}
        signer={editing?.signer}
        open={Boolean(editing)}
        onClose={() => setEditing(undefined)}
      />
    </Card>
  )
}
