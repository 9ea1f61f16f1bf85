import { Typography } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { accountNoColumn, dateColumn, statusColumn } from '@/components/query-table/columns'
import { FUND_ACCOUNT_KINDS, type FundAccountRow } from '@contract/api/fund-account'

const STATUSES = {
  normal: { text: '正常', color: 'success' },
  closed: { text: '已销户', color: 'default' },
} as const

/** The account number in full (operations staff type it into instructions), with 复制. */
function AccountNo({ value }: { value: string }) {
  return (
    <Typography.Text className="account-query__no" copyable={{ tooltips: ['复制账号', '已复制'] }}>
      {value}
    </Typography.Text>
  )
}

/** 账户查询's columns; the open date sorts on the server. */
export function accountColumns(
  sortOrder: (field: string) => 'ascend' | 'descend' | null,
): ColumnType<FundAccountRow>[] {
  return [
    { title: '产品代码', dataIndex: 'fundCode', key: 'fundCode', width: 100 },
    { title: '产品名称', dataIndex: 'fundName', key: 'fundName', width: 220 },
    {
      title: '账户类型',
      dataIndex: 'kind',
      key: 'kind',
      width: 100,
      render: (kind: FundAccountRow['kind']) => FUND_ACCOUNT_KINDS[kind] ?? kind,
    },
    { title: '账户名称', dataIndex: 'accountName', key: 'accountName', width: 220 },
    {
      ...accountNoColumn<FundAccountRow>({ title: '账号', field: 'accountNo' }),
      render: (no: string) => <AccountNo value={no} />,
    },
    { title: '开户机构', dataIndex: 'institution', key: 'institution', width: 130 },
    {
      ...dateColumn<FundAccountRow>({ title: '开户日期', field: 'openDate', sortable: true }),
      sortOrder: sortOrder('openDate'),
    },
    statusColumn<FundAccountRow>({ title: '状态', field: 'status', width: 90, statuses: STATUSES }),
  ]
}
