import { Button } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { useState } from 'react'
import { actionColumn } from '@/components/query-table/columns'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import type { TableQuery } from '@/lib/query-state'
import type { AccountAudit, ResetAudit } from '@contract/api/investor-user'
import type { PagedList } from '@contract/api/paged-list'
import { queryAccountAudits, queryResetAudits } from '@/api/investor-user/investor-audits'
import { AUDIT_KINDS, type AuditKind } from '../hooks/use-audit-review'
import { AuditDrawer } from './audit-drawer'
import {
  accountAuditColumns,
  AUDIT_STATUS_OPTIONS,
  CHANNEL_OPTIONS,
  resetAuditColumns,
} from './investor-columns'

type Row = AccountAudit | ResetAudit
type Sorted = (field: string) => 'ascend' | 'descend' | null

const COMMON: QueryFieldSpec[] = [
  { name: 'userName', kind: 'text', label: '姓名/名称', placeholder: '支持模糊查询', max: 50 },
  { name: 'status', kind: 'select', label: '状态', options: AUDIT_STATUS_OPTIONS },
  { name: 'submitRange', kind: 'dateRange', label: '申请日期' },
]
const SPECS = {
  account: {
    title: '开户审核',
    fields: COMMON,
    fetchPage: queryAccountAudits as (q: TableQuery) => Promise<PagedList<Row>>,
    columns: accountAuditColumns as (s: Sorted) => ColumnType<Row>[],
  },
  reset: {
    title: '密码重置审核',
    fields: [
      ...COMMON,
      { name: 'channel', kind: 'select', label: '申请渠道', options: CHANNEL_OPTIONS },
    ] as QueryFieldSpec[],
    fetchPage: queryResetAudits as (q: TableQuery) => Promise<PagedList<Row>>,
    columns: resetAuditColumns as (s: Sorted) => ColumnType<Row>[],
  },
} as const

/** 开户审核 or 密码重置审核: 待审核 first; a row opens the audit, where it is handled. */
export function AuditTab({ kind }: { kind: AuditKind }) {
  const spec = SPECS[kind]
  const table = useTableQuery<Row>({
    name: AUDIT_KINDS[kind].list,
    fields: spec.fields,
    sortable: ['submittedAt'],
    fetchPage: spec.fetchPage,
    rowKey: 'auditId',
  })
  const [open, setOpen] = useState<string>()
  const columns = [
    ...spec.columns(table.sortOrder),
    actionColumn<Row>((row) => {
      const action = row.status === 'pending' ? '审核' : '详情'
      return (
        <Button
          type="link"
          size="small"
          aria-label={`${action} ${row.auditId}`}
          onClick={() => setOpen(row.auditId)}
        >
          {action}
        </Button>
      )
    }, 80),
  ]
  return (
    <>
      <QueryForm formProps={table.formProps} fields={spec.fields} />
      <QueryTable<Row>
        title={spec.title}
        columns={columns}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
      />
      <AuditDrawer kind={kind} auditId={open} onClose={() => setOpen(undefined)} />
    </>
  )
}
