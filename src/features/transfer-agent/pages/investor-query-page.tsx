import { Button, Card, DatePicker, Form, Input, Select, Tag } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { useState } from 'react'
import { ExportButton } from '@/components/export-button'
import { actionColumn, dateColumn } from '@/components/query-table/columns'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import { listParams } from '@/lib/http/list-params'
import type { QueryField } from '@/lib/query-state'
import { RISK_LEVEL_LABEL, type TaInvestorRow } from '@contract/api/transfer-agent'
import { queryInvestors } from '../api/investors'
import { InvestorDetailDrawer } from '../components/investor-detail'
import { CHANNEL_OPTIONS } from '../components/channels'
import { KIND_OPTIONS, PROFESSIONAL_OPTIONS, RISK_OPTIONS } from '../components/ta-labels'

const FIELDS: QueryField[] = [
  { name: 'investorName', kind: 'text' },
  { name: 'kind', kind: 'select' },
  { name: 'riskLevel', kind: 'select' },
  { name: 'professional', kind: 'select' },
  { name: 'channel', kind: 'select' },
  { name: 'openRange', kind: 'dateRange' },
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
      <QueryForm formProps={table.formProps}>
        <Form.Item name="investorName" label="投资者">
          <Input placeholder="名称或基金账号" allowClear />
        </Form.Item>
        <Form.Item name="kind" label="投资者类型">
          <Select aria-label="投资者类型" allowClear placeholder="全部" options={KIND_OPTIONS} />
        </Form.Item>
        <Form.Item name="riskLevel" label="风险等级">
          <Select aria-label="风险等级" allowClear placeholder="全部" options={RISK_OPTIONS} />
        </Form.Item>
        <Form.Item name="professional" label="投资者分类">
          <Select
            aria-label="投资者分类"
            allowClear
            placeholder="全部"
            options={PROFESSIONAL_OPTIONS}
          />
        </Form.Item>
        <Form.Item name="channel" label="销售渠道">
          <Select aria-label="销售渠道" allowClear placeholder="全部" options={CHANNEL_OPTIONS} />
        </Form.Item>
        <Form.Item name="openRange" label="开户日期">
          <DatePicker.RangePicker aria-label="开户日期" />
        </Form.Item>
      </QueryForm>
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
