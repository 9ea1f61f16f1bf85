import { Button, Form, Select } from 'antd'
import { LimitedInput } from '@/components/limited-input'
import { useState } from 'react'
import { ExportButton } from '@/components/export-button'
import { actionColumn } from '@/components/query-table/columns'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import { listParams } from '@/lib/http/list-params'
import type { QueryField } from '@/lib/query-state'
import type { InvestorUser } from '@contract/api/investor-user'
import { queryInvestorUsers } from '../api/investor-users'
import { KIND_OPTIONS, USER_STATUS_OPTIONS, userColumns } from './investor-columns'
import { UserDrawer } from './user-drawer'

const FIELDS: QueryField[] = [
  { name: 'userName', kind: 'text' },
  { name: 'certificatesNum', kind: 'text' },
  { name: 'mobile', kind: 'text' },
  { name: 'status', kind: 'select' },
  { name: 'investorKind', kind: 'select' },
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
      <QueryForm formProps={table.formProps}>
        <Form.Item name="userName" label="姓名/名称">
          <LimitedInput aria-label="姓名/名称" allowClear max={50} placeholder="支持模糊查询" />
        </Form.Item>
        <Form.Item name="certificatesNum" label="证件号码">
          <LimitedInput aria-label="证件号码" allowClear max={30} placeholder="完整证件号码" />
        </Form.Item>
        <Form.Item name="mobile" label="手机号">
          <LimitedInput aria-label="手机号" allowClear max={11} placeholder="完整号码或尾号" />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select aria-label="状态" allowClear placeholder="全部" options={USER_STATUS_OPTIONS} />
        </Form.Item>
        <Form.Item name="investorKind" label="投资者类型">
          <Select aria-label="投资者类型" allowClear placeholder="全部" options={KIND_OPTIONS} />
        </Form.Item>
      </QueryForm>
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
