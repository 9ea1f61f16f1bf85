import { Button, Card } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { useState } from 'react'
import { actionColumn, dateColumn, statusColumn } from '@/components/query-table/columns'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import type { LargeRedeemRow } from '@contract/api/transfer-agent'
import { taFunds } from '@/api/ta/investors'
import { queryLargeRedeems } from '@/api/ta/large-redeems'
import { LargeRedeemDrawer } from '../components/large-redeem-drawer'
import { LARGE_REDEEM_OPTIONS, LARGE_REDEEM_STATUSES, shareColumn } from '../components/ta-labels'
import { LARGE_REDEEM_LIST } from '../hooks/use-large-redeem'

const FIELDS: QueryFieldSpec[] = [
  { name: 'fundCode', kind: 'select', label: '产品', funds: taFunds },
  { name: 'status', kind: 'select', label: '状态', options: LARGE_REDEEM_OPTIONS },
]
const pct = (n: number | null) => (n === null ? '—' : `${(n * 100).toFixed(2)}%`)

/** 巨额赎回确认: open days whose net redemption exceeds 10% of the fund, 待确认 first. */
export default function MaxRedeemConfirmPage() {
  const table = useTableQuery<LargeRedeemRow>({
    name: LARGE_REDEEM_LIST,
    fields: FIELDS,
    fetchPage: queryLargeRedeems,
    rowKey: 'id',
  })
  const [open, setOpen] = useState<string>()
  const columns: ColumnType<LargeRedeemRow>[] = [
    { title: '编号', dataIndex: 'id', key: 'id', width: 90 },
    { title: '产品名称', dataIndex: 'fundName', key: 'fundName', width: 200, ellipsis: true },
    dateColumn({ title: '开放日', field: 'openDate' }),
    shareColumn<LargeRedeemRow>('基金总份额', 'fundShares'),
    shareColumn<LargeRedeemRow>('赎回申请份额', 'redeemShares'),
    shareColumn<LargeRedeemRow>('净赎回份额', 'netRedeemShares'),
    {
      title: '净赎回比例',
      dataIndex: 'netRatio',
      key: 'netRatio',
      align: 'right',
      width: 110,
      render: (v: number) => pct(v),
    },
    { title: '笔数', dataIndex: 'applyCount', key: 'applyCount', width: 70, align: 'right' },
    statusColumn({ title: '状态', field: 'status', statuses: LARGE_REDEEM_STATUSES }),
    {
      title: '确认比例',
      dataIndex: 'confirmRatio',
      key: 'confirmRatio',
      align: 'right',
      width: 100,
      render: (v: number | null) => pct(v),
    },
    actionColumn(
      (row) => (
        <Button type="link" size="small" onClick={() => setOpen(row.id)}>
          {row.status === 'pending' ? '确认' : '详情'}
        </Button>
      ),
      80,
    ),
  ]
  return (
    <Card>
      <QueryForm formProps={table.formProps} fields={FIELDS} />
      <QueryTable<LargeRedeemRow>
        title="巨额赎回"
        columns={columns}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
      />
      <LargeRedeemDrawer id={open} onClose={() => setOpen(undefined)} />
    </Card>
  )
}
