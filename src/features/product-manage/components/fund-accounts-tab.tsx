import { Table, Tag, type TableColumnsType } from 'antd'
import { accountNoColumn } from '@/components/query-table/columns'
import { formatDate } from '@/lib/format'
import type { FundAccountItem } from '@contract/api/fund-query'
import { useFundAccounts } from '../hooks/use-fund-queries'
import { Loaded } from './loaded'

const COLUMNS: TableColumnsType<FundAccountItem> = [
  { title: '账户类型', dataIndex: 'kindName', width: 100 },
  accountNoColumn({ title: '账号', field: 'accountNo', width: 190 }),
  { title: '户名', dataIndex: 'accountName' },
  { title: '开户机构', dataIndex: 'institution', width: 200 },
  { title: '开户日期', dataIndex: 'openDate', width: 110, render: formatDate },
  {
    title: '状态',
    dataIndex: 'status',
    width: 80,
    render: (status: FundAccountItem['status']) =>
      status === 'normal' ? <Tag color="success">正常</Tag> : <Tag>已销户</Tag>,
  },
]

/** 账户信息: the fund's custody, raising, securities and futures accounts. */
export function FundAccountsTab({ fundCode }: { fundCode: string }) {
  return (
    <Loaded query={useFundAccounts(fundCode)} failure="账户信息加载失败">
      {(accounts) => (
        <Table<FundAccountItem>
          rowKey="accountNo"
          size="middle"
          columns={COLUMNS}
          dataSource={accounts}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      )}
    </Loaded>
  )
}
