import { Card } from 'antd'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import { PAY_CHANGE_STATUSES, type PayChangeRow } from '@contract/api/pay-account-change'
import { queryPayChanges } from '@/api/pay-account-change/pay-account-change-records'
import { payChangeColumns } from '../components/pay-account-change-columns'
import { PayAccountChangeDetail } from '../components/pay-account-change-detail'
import { PAY_RECORDS_LIST, useWithdrawPayChange } from '../hooks/use-pay-account-change-withdraw'
import '../components/pay-account-change.css'

const SORTABLE = ['submittedAt']
const STATUS_OPTIONS = Object.entries(PAY_CHANGE_STATUSES).map(([value, label]) => ({
  value,
  label,
}))

const FIELDS: QueryFieldSpec[] = [
  { name: 'fund', kind: 'text', label: '产品', placeholder: '产品代码或名称' },
  { name: 'status', kind: 'select', label: '申请状态', options: STATUS_OPTIONS },
  { name: 'submitted', kind: 'dateRange', label: '提交日期', wide: true },
]

/**
 * 付款账户变更记录 (/pay-account-change-record): the organisation's requests and where each
 * stands (待审核, 已通过, 已退回 with the reason, 已撤回), newest first; 详情 shows the steps,
 * 撤回 takes back one awaiting review.
 */
export default function PayAccountChangeRecordPage() {
  const [open, setOpen] = useState<string>()
  const withdraw = useWithdrawPayChange()
  const table = useTableQuery<PayChangeRow>({
    name: PAY_RECORDS_LIST,
    fields: FIELDS,
    sortable: SORTABLE,
    fetchPage: queryPayChanges,
    rowKey: 'id',
  })
  const columns = payChangeColumns({
    sortOrder: table.sortOrder,
    onOpen: (row) => setOpen(row.id),
    onWithdraw: withdraw,
  })
  return (
    <Card
      title="付款账户变更记录"
      extra={<Link to="/product-manage/pay-account-change">新增变更申请</Link>}
    >
      <QueryForm formProps={table.formProps} fields={FIELDS} />
      <QueryTable<PayChangeRow>
        title="变更申请"
        columns={columns}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
      />
      <PayAccountChangeDetail id={open} onClose={() => setOpen(undefined)} />
    </Card>
  )
}
