import { Card } from 'antd'
import { ExportButton } from '@/components/export-button'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import { FUND_LIST_SORTABLE, FUND_TYPES, type FundListItem } from '@contract/api/fund-query'
import { fundListFilters, queryFundList } from '@/api/fund/query-fund-list'
import { fundColumns } from '../components/fund-columns'
import { FUND_STAGE_OPTIONS } from '../components/fund-stage'

const TYPE_OPTIONS = FUND_TYPES.map((value) => ({ value, label: value }))

const FIELDS: QueryFieldSpec[] = [
  {
    name: 'keyword',
    kind: 'text',
    label: '产品代码/名称',
    placeholder: '输入产品代码或名称',
    max: 50,
  },
  {
    name: 'stages',
    kind: 'multi',
    label: '产品阶段',
    placeholder: '全部阶段',
    options: FUND_STAGE_OPTIONS,
  },
  {
    name: 'fundType',
    kind: 'select',
    label: '产品类型',
    placeholder: '全部类型',
    options: TYPE_OPTIONS,
  },
  {
    name: 'establishDate',
    kind: 'dateRange',
    label: '成立日期',
    placeholder: ['开始日期', '结束日期'],
    wide: true,
  },
]

/**
 * 产品查询 (product-manage/fund-query): the organisation's funds by code or name, stage, type
 * and establishment date; 详情 opens a fund's tab, 联系人 its contacts; 导出 the list.
 */
export default function FundQueryPage() {
  const table = useTableQuery<FundListItem>({
    name: 'fund-list',
    fields: FIELDS,
    sortable: FUND_LIST_SORTABLE,
    fetchPage: queryFundList,
    rowKey: 'fundCode',
  })
  const total = table.result.data?.total ?? 0
  return (
    <Card>
      <QueryForm formProps={table.formProps} fields={FIELDS} />
      <QueryTable<FundListItem>
        title="产品列表"
        columns={fundColumns(table.sortOrder)}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
        toolbar={
          <ExportButton
            source="fund-list"
            params={{ ...fundListFilters(table.query) }}
            fileName="产品查询_产品列表"
            disabled={!total}
          />
        }
      />
    </Card>
  )
}
