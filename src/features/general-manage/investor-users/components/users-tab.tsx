import { Button } from 'antd'
import { useState } from 'react'
import { ExportButton } from '@/components/export-button'
import { actionColumn } from '@/components/query-table/columns'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import { listParams } from '@/lib/http/list-params'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import type { InvestorUser } from '@contract/api/investor-user'
import { queryInvestorUsers } from '@/api/investor-user/investor-users'
import { KIND_OPTIONS, USER_STATUS_OPTIONS, userColumns } from './investor-columns'
import { UserDrawer } from './user-drawer'

const FIELDS: QueryFieldSpec[] = [
  { name: 'userName', kind: 'text', label: '姓名/名称', placeholder: '支持模糊查询', max: 50 },
  {
    name: 'certificatesNum',
    kind: 'text',
    label: '证件号码',
    placeholder: '完整证件号码',
    max: 30,
  },
  { name: 'mobile', kind: 'text', label: '手机号', placeholder: '完整号码或尾号', max: 11 },
  { name: 'status', kind: 'select', label: '状态', options: USER_STATUS_OPTIONS },
  { name: 'investorKind', kind: 'select', label: '投资者类型', options: KIND_OPTIONS },
]
const SORTABLE = ['openedAt', 'lastLoginAt']

/** 投资者用户: the investors with an account here, newest first; a row opens its detail. */
export function UsersTab() {
  const table = useTableQuery<InvestorUser>({
    name: 'investor-users',
    fields: FIELDS,
    sortable: SORTABLE,
    fetchPage: queryInvestorUsers,
    rowKey: 'investorId',
  })
  const [open, setOpen] = useState<string>()
  const columns = [
    ...userColumns(table.sortOrder),
    actionColumn<InvestorUser>(
      (row) => (
        <Button
          type="link"
          size="small"
          aria-label={`详情 ${row.userName}`}
          onClick={() => setOpen(row.investorId)}
        >
          详情
        </Button>
      ),
      80,
    ),
  ]
  return (
    <>
      <QueryForm formProps={table.formProps} fields={FIELDS} />
      <QueryTable<InvestorUser>
        title="投资者用户"
        columns={columns}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
        toolbar={
          <ExportButton
            source="investor-users"
            params={listParams(table.query, false)}
            fileName="投资者用户"
          />
        }
      />
      <UserDrawer investorId={open} onClose={() => setOpen(undefined)} />
    </>
  )
}
