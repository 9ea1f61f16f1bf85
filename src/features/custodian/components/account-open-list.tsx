import { PlusOutlined } from '@ant-design/icons'
import { Button, Card } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { useMemo, useState } from 'react'
import {
  accountNoColumn,
  actionColumn,
  dateColumn,
  statusColumn,
} from '@/components/query-table/columns'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import { NO_VALUE } from '@/lib/format'
import type { TableQuery } from '@/lib/query-state'
import {
  ACCOUNT_OPEN_STATUS_LABEL,
  type AccountOpenApplication,
  type AccountOpenKind,
} from '@contract/api/custodian'
import { queryAccountOpen } from '@/api/custodian/account-open'
import { accountOpenList } from '../hooks/use-account-open'
import { AccountOpenDetailDrawer } from './account-open-detail'
import { AccountOpenForm } from './account-open-form'
import { KIND_TEXT } from './account-open-kinds'
import { custodianFunds } from '@/api/custodian/query-funds'
import './custodian.css'

const STATUSES = {
  draft: { text: ACCOUNT_OPEN_STATUS_LABEL.draft, color: 'warning' },
  auditing: { text: ACCOUNT_OPEN_STATUS_LABEL.auditing, color: 'processing' },
  opened: { text: ACCOUNT_OPEN_STATUS_LABEL.opened, color: 'success' },
  returned: { text: ACCOUNT_OPEN_STATUS_LABEL.returned, color: 'error' },
} as const
const STATUS_OPTIONS = Object.entries(STATUSES).map(([value, s]) => ({ value, label: s.text }))

const FIELDS: QueryFieldSpec[] = [
  { name: 'fundCode', kind: 'select', label: '产品', funds: custodianFunds },
  { name: 'status', kind: 'select', label: '状态', options: STATUS_OPTIONS },
]

/**
 * 托管户开立, 募集户开立 and 证券期货户开立: the applications of one kind, newest first, with
 * 新建申请; a 待提交 one (prepared by the custodian) is completed and submitted from its row.
 */
export function AccountOpenList({ kind }: { kind: AccountOpenKind }) {
  const text = KIND_TEXT[kind]
  const fetchPage = useMemo(() => (query: TableQuery) => queryAccountOpen(kind, query), [kind])
  const table = useTableQuery<AccountOpenApplication>({
    name: accountOpenList(kind),
    fields: FIELDS,
    fetchPage,
    rowKey: 'applyId',
  })
  const [detail, setDetail] = useState<string>()
  const [form, setForm] = useState<{ draft?: AccountOpenApplication }>()
  const columns: ColumnType<AccountOpenApplication>[] = [
    { title: '申请编号', dataIndex: 'applyId', key: 'applyId' },
    { title: '产品名称', dataIndex: 'fundName', key: 'fundName' },
    { title: text.institution, dataIndex: 'institution', key: 'institution' },
    {
      ...accountNoColumn<AccountOpenApplication>({ title: text.accountLabel, field: 'accountNo' }),
      render: (v?: string) => v ?? NO_VALUE,
    },
    { title: '经办人', dataIndex: 'contactName', key: 'contactName' },
    statusColumn({ title: '状态', field: 'status', statuses: STATUSES }),
    dateColumn({ title: '创建时间', field: 'createdAt', withTime: true }),
    actionColumn(
      (row) => (
        <span className="custodian-actions">
          <Button type="link" size="small" onClick={() => setDetail(row.applyId)}>
            详情
          </Button>
          {row.status === 'draft' && (
            <Button type="link" size="small" onClick={() => setForm({ draft: row })}>
              提交
            </Button>
          )}
        </span>
      ),
      120,
    ),
  ]
  const create = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({})}>
      新建申请
    </Button>
  )
  return (
    <Card>
      <QueryForm formProps={table.formProps} fields={FIELDS} />
      <QueryTable<AccountOpenApplication>
        title={`${text.title}申请`}
        columns={columns}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
        toolbar={create}
      />
      <AccountOpenDetailDrawer
        kind={kind}
        applyId={detail}
        onClose={() => setDetail(undefined)}
        onComplete={(draft) => setForm({ draft })}
      />
      <AccountOpenForm
        key={form?.draft?.applyId ?? 'new'}
        kind={kind}
        draft={form?.draft}
        open={Boolean(form)}
        onClose={() => setForm(undefined)}
      />
    </Card>
  )
}
