import { Button, Card } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { useState } from 'react'
import { actionColumn, dateColumn, statusColumn } from '@/components/query-table/columns'
import { formatAmount } from '@/lib/format'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import { TRADE_TYPE_LABEL, type TradeApplyRow } from '@contract/api/transfer-agent'
import { taFunds } from '@/api/ta/investors'
import { queryTradeApplies } from '@/api/ta/trades'
import { ApplyDetailDrawer } from '../components/apply-detail'
import {
  APPLY_STATUS_OPTIONS,
  APPLY_STATUSES,
  APPLY_TYPE_OPTIONS,
  formatShares,
} from '../components/ta-labels'

const FIELDS: QueryFieldSpec[] = [
  { name: 'fundCode', kind: 'select', label: '产品', funds: taFunds },
  { name: 'investorName', kind: 'text', label: '投资者' },
  { name: 'tradeType', kind: 'select', label: '业务类型', options: APPLY_TYPE_OPTIONS },
  { name: 'status', kind: 'select', label: '状态', options: APPLY_STATUS_OPTIONS },
  { name: 'applyRange', kind: 'dateRange', label: '申请日期' },
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
      <QueryForm formProps={table.formProps} fields={FIELDS} />
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
