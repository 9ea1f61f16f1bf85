import { Button, Card, DatePicker, Form, Input, Select } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { useState } from 'react'
import { FundSelect } from '@/components/fund-select'
import { actionColumn, dateColumn, statusColumn } from '@/components/query-table/columns'
import { formatAmount } from '@/lib/format'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryField } from '@/lib/query-state'
import { TRADE_TYPE_LABEL, type TradeApplyRow } from '@contract/api/transfer-agent'
import { taFunds } from '../api/investors'
import { queryTradeApplies } from '../api/trades'
import { ApplyDetailDrawer } from '../components/apply-detail'
import {
  APPLY_STATUS_OPTIONS,
  APPLY_STATUSES,
  APPLY_TYPE_OPTIONS,
  formatShares,
} from '../components/ta-labels'

const FIELDS: QueryField[] = [
  { name: 'fundCode', kind: 'select' },
  { name: 'investorName', kind: 'text' },
  { name: 'tradeType', kind: 'select' },
  { name: 'status', kind: 'select' },
  { name: 'applyRange', kind: 'dateRange' },
]
const SORTABLE = ['applyDate']

/** 交易申请: 认购, 申购 and 赎回 applications, newest first; a row opens its timeline. */
export default function TradeApplyPage() {
  const table = useTableQuery<TradeApplyRow>({
    name: 'ta-trade-applies',
    fields: FIELDS,
    sortable: SORTABLE,
    fetchPage: queryTradeApplies,
    rowKey: 'applyNo',
  })
  const [open, setOpen] = useState<string>()
  const columns: ColumnType<TradeApplyRow>[] = [
    { title: '申请单号', dataIndex: 'applyNo', key: 'applyNo', width: 170 },
    {
      ...dateColumn<TradeApplyRow>({
        title: '申请时间',
        field: 'applyDate',
        withTime: true,
        sortable: true,
      }),
      sortOrder: table.sortOrder('applyDate'),
    },
    { title: '产品名称', dataIndex: 'fundName', key: 'fundName', width: 200, ellipsis: true },
    { title: '投资者', dataIndex: 'investorName', key: 'investorName', width: 160, ellipsis: true },
    {
      title: '业务类型',
      dataIndex: 'tradeType',
      key: 'tradeType',
      width: 90,
      render: (v: TradeApplyRow['tradeType']) => TRADE_TYPE_LABEL[v],
    },
    {
      title: '申请金额（元）/份额（份）',
      key: 'applied',
      align: 'right',
      className: 'col-number',
      width: 190,
      render: (_, r) =>
        r.tradeType === 'redeem'
          ? `${formatShares(r.applyShares)} 份`
          : formatAmount(r.applyAmount),
    },
    statusColumn({ title: '状态', field: 'status', statuses: APPLY_STATUSES }),
    dateColumn({ title: '确认日期', field: 'confirmDate' }),
    actionColumn(
      (row) => (
        <Button type="link" size="small" onClick={() => setOpen(row.applyNo)}>
          详情
        </Button>
      ),
      80,
    ),
  ]
  return (
    <Card>
      <QueryForm formProps={table.formProps}>
        <Form.Item name="fundCode" label="产品">
          <FundSelect funds={taFunds} aria-label="产品" />
        </Form.Item>
        <Form.Item name="investorName" label="投资者">
          <Input allowClear />
        </Form.Item>
        <Form.Item name="tradeType" label="业务类型">
          <Select
            aria-label="业务类型"
            allowClear
            placeholder="全部"
            options={APPLY_TYPE_OPTIONS}
          />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select aria-label="状态" allowClear placeholder="全部" options={APPLY_STATUS_OPTIONS} />
        </Form.Item>
        <Form.Item name="applyRange" label="申请日期">
          <DatePicker.RangePicker aria-label="申请日期" />
        </Form.Item>
      </QueryForm>
      <QueryTable<TradeApplyRow>
        title="交易申请"
        columns={columns}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
      />
      <ApplyDetailDrawer applyNo={open} onClose={() => setOpen(undefined)} />
    </Card>
  )
}
