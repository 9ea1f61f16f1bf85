import { Card, DatePicker, Form, Select } from 'antd'
import { LimitedInput } from '@/components/limited-input'
import { ExportButton } from '@/components/export-button'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryField } from '@/lib/query-state'
import { FUND_LIST_SORTABLE, FUND_TYPES, type FundListItem } from '@contract/api/fund-query'
import { fundListFilters, queryFundList } from '../api/query-fund-list'
import { fundColumns } from '../components/fund-columns'
import { FUND_STAGE_OPTIONS } from '../components/fund-stage'

const FIELDS: QueryField[] = [
  { name: 'keyword', kind: 'text' },
  { name: 'stages', kind: 'multi' },
  { name: 'fundType', kind: 'select' },
  { name: 'establishDate', kind: 'dateRange' },
]

const TYPE_OPTIONS = FUND_TYPES.map((value) => ({ value, label: value }))

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
      <QueryForm formProps={table.formProps}>
        <Form.Item name="keyword" label="产品代码/名称">
          <LimitedInput placeholder="输入产品代码或名称" allowClear max={50} />
        </Form.Item>
        <Form.Item name="stages" label="产品阶段">
          <Select
            aria-label="产品阶段"
            mode="multiple"
            allowClear
            placeholder="全部阶段"
            options={FUND_STAGE_OPTIONS}
          />
        </Form.Item>
        <Form.Item name="fundType" label="产品类型">
          <Select aria-label="产品类型" allowClear placeholder="全部类型" options={TYPE_OPTIONS} />
        </Form.Item>
        <Form.Item name="establishDate" label="成立日期">
          <DatePicker.RangePicker
            aria-label="成立日期"
            placeholder={['开始日期', '结束日期']}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </QueryForm>
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
