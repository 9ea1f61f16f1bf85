import { Button, Card, Tag } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { useState } from 'react'
import { ExportButton } from '@/components/export-button'
import { actionColumn, dateColumn } from '@/components/query-table/columns'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import { listParams } from '@/lib/http/list-params'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import { RISK_LEVEL_LABEL, type TaInvestorRow } from '@contract/api/transfer-agent'
import { queryInvestors } from '@/api/ta/investors'
import { InvestorDetailDrawer } from '../components/investor-detail'
import { CHANNEL_OPTIONS } from '../components/channels'
import { KIND_OPTIONS, PROFESSIONAL_OPTIONS, RISK_OPTIONS } from '../components/ta-labels'

const FIELDS: QueryFieldSpec[] = [
  { name: 'investorName', kind: 'text', label: '投资者', placeholder: '名称或基金账号' },
  { name: 'kind', kind: 'select', label: '投资者类型', options: KIND_OPTIONS },
  { name: 'riskLevel', kind: 'select', label: '风险等级', options: RISK_OPTIONS },
  { name: 'professional', kind: 'select', label: '投资者分类', options: PROFESSIONAL_OPTIONS },
  { name: 'channel', kind: 'select', label: '销售渠道', options: CHANNEL_OPTIONS },
  { name: 'openRange', kind: 'dateRange', label: '开户日期' },
]
const SORTABLE = ['openDate', 'riskLevel', 'investorName']

/** 投资者查询: the organisation's register; a row opens identity, accounts and holdings. */
export default function InvestorQueryPage() {
  const table = useTableQuery<TaInvestorRow>({
    name: 'ta-investors',
    fields: FIELDS,
    sortable: SORTABLE,
    fetchPage: queryInvestors,
    rowKey: 'investorId',
  })
  const [open, setOpen] = useState<string>()
  const columns: ColumnType<TaInvestorRow>[] = [
    table.sortableColumn({ title: '投资者名称', dataIndex: 'investorName', key: 'investorName' }),
    { title: '类型', dataIndex: 'kind', key: 'kind', width: 70 },
    { title: '证件号码', dataIndex: 'certNo', key: 'certNo' },
    { title: '手机号', dataIndex: 'mobile', key: 'mobile', width: 120 },
    table.sortableColumn({
      title: '风险等级',
      dataIndex: 'riskLevel',
      key: 'riskLevel',
      width: 110,
      render: (v: TaInvestorRow['riskLevel']) => RISK_LEVEL_LABEL[v],
    }),
    {
      title: '投资者分类',
      key: 'professional',
      width: 110,
      render: (_, r) =>
        r.professional ? <Tag color="blue">专业投资者</Tag> : <Tag>普通投资者</Tag>,
    },
    { title: '基金账号', dataIndex: 'taAccount', key: 'taAccount', width: 130 },
    table.sortableColumn(dateColumn({ title: '开户日期', field: 'openDate' })),
    { title: '销售渠道', dataIndex: 'channelName', key: 'channelName' },
    actionColumn(
      (row) => (
        <Button type="link" size="small" onClick={() => setOpen(row.investorId)}>
          详情
        </Button>
      ),
      80,
    ),
  ]
  return (
    <Card>
      <QueryForm formProps={table.formProps} fields={FIELDS} />
      <QueryTable<TaInvestorRow>
        title="投资者列表"
        columns={columns}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
        toolbar={
          <ExportButton
            source="ta-investors"
            params={listParams(table.query, false)}
            fileName="投资者列表"
          />
        }
      />
      <InvestorDetailDrawer investorId={open} onClose={() => setOpen(undefined)} />
    </Card>
  )
}
