import { Card } from 'antd'
import { ExportButton } from '@/components/export-button'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import {
  FUND_ACCOUNT_KINDS,
  FUND_ACCOUNT_STATUSES,
  type FundAccountRow,
} from '@contract/api/fund-account'
import { accountQueryParams, queryFundAccounts } from '@/api/product/account-query-list'
import { accountColumns } from '../components/account-query-columns'

const SORTABLE = ['openDate']
const options = (names: Record<string, string>) =>
  Object.entries(names).map(([value, label]) => ({ value, label }))

const FIELDS: QueryFieldSpec[] = [
  { name: 'fund', kind: 'text', label: '产品', placeholder: '产品代码或名称' },
  { name: 'kind', kind: 'select', label: '账户类型', options: options(FUND_ACCOUNT_KINDS) },
  { name: 'status', kind: 'select', label: '账户状态', options: options(FUND_ACCOUNT_STATUSES) },
  { name: 'openDate', kind: 'dateRange', label: '开户日期', wide: true },
]

/**
 * 账户查询 (product-manage/account-query): the custody, raising, securities and futures
 * accounts of the organisation's funds, with the full account number to copy; 导出 as .xlsx.
 */
export default function AccountQueryPage() {
  const table = useTableQuery<FundAccountRow>({
    name: 'fund-accounts',
    fields: FIELDS,
    sortable: SORTABLE,
    fetchPage: queryFundAccounts,
    rowKey: 'id',
  })
  return (
    <Card>
      <QueryForm formProps={table.formProps} fields={FIELDS} />
      <QueryTable<FundAccountRow>
        title="账户列表"
        columns={accountColumns(table.sortOrder)}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
        toolbar={
          <ExportButton
            source="fund-accounts"
            params={{ ...accountQueryParams(table.query) }}
            fileName="账户查询"
            disabled={!table.result.data?.total}
          />
        }
      />
    </Card>
  )
}
