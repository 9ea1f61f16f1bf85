import { Button } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { actionColumn, dateColumn, statusColumn } from '@/components/query-table/columns'
import type { PayChangeRow } from '@contract/api/pay-account-change'
import { PayAccountView } from './pay-account-change-account'

/** 待审核 … 已撤回 as tags, here and in the detail. */
export const PAY_CHANGE_TAGS = {
  pending: { text: '待审核', color: 'processing' },
  approved: { text: '已通过', color: 'success' },
  returned: { text: '已退回', color: 'error' },
  withdrawn: { text: '已撤回', color: 'default' },
} as const

const account = (field: 'oldAccount' | 'newAccount') => (_: unknown, row: PayChangeRow) => (
  <PayAccountView account={row[field]} />
)

interface Options {
  sortOrder: (field: string) => 'ascend' | 'descend' | null
  onOpen: (row: PayChangeRow) => void
  onWithdraw: (row: PayChangeRow) => void
}

/**
 * 付款账户变更记录's columns, narrow enough for a laptop (the submitter is in the detail): 详情
 * for every request, 撤回 for one awaiting review.
 */
export function payChangeColumns({
  sortOrder,
  onOpen,
  onWithdraw,
}: Options): ColumnType<PayChangeRow>[] {
  return [
    { title: '申请编号', dataIndex: 'id', key: 'id', width: 150 },
    {
      title: '产品',
      dataIndex: 'fundCode',
      key: 'fund',
      width: 170,
      render: (_: unknown, row) => (
        <>
          <div>{row.fundCode}</div>
          <div>{row.fundName}</div>
        </>
      ),
    },
    statusColumn<PayChangeRow>({
      title: '状态',
      field: 'status',
      width: 90,
      statuses: PAY_CHANGE_TAGS,
    }),
    { title: '原付款账户', key: 'oldAccount', width: 225, render: account('oldAccount') },
    { title: '新付款账户', key: 'newAccount', width: 225, render: account('newAccount') },
    {
      ...dateColumn<PayChangeRow>({
        title: '提交时间',
        field: 'submittedAt',
        withTime: true,
        sortable: true,
      }),
      sortOrder: sortOrder('submittedAt'),
    },
    actionColumn<PayChangeRow>(
      (row) => (
        <>
          <Button
            type="link"
            size="small"
            onClick={() => onOpen(row)}
            aria-label={`详情 ${row.id}`}
          >
            详情
          </Button>
          {row.status === 'pending' && (
            <Button
              type="link"
              size="small"
              danger
              onClick={() => onWithdraw(row)}
              aria-label={`撤回 ${row.id}`}
            >
              撤回
            </Button>
          )}
        </>
      ),
      120,
    ),
  ]
}
