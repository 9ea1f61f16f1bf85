import { Card } from 'antd'
import { useState } from 'react'
import { ExportButton } from '@/components/export-button'
import { custodianFunds } from '@/api/custodian/query-funds'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import { listParams } from '@/lib/http/list-params'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import type { RaiseOrder } from '@contract/api/sales'
import { queryRaiseOrders } from '@/api/sales/raise-orders'
import { CHANNEL_OPTIONS, ORDER_STATUS_OPTIONS } from '../components/order-statuses'
import { raiseOrderColumns } from '../components/raise-order-columns'
import { RaiseOrderDrawer } from '../components/raise-order-detail'
import { ORDER_LIST } from '../hooks/use-order-review'
import '../components/sales.css'

const SORTABLE = ['orderTime', 'amount']
const KINDS = [
  { value: '认购', label: '认购' },
  { value: '申购', label: '申购' },
]

const FIELDS: QueryFieldSpec[] = [
  { name: 'fundCode', kind: 'select', label: '产品', funds: custodianFunds },
  { name: 'status', kind: 'select', label: '状态', options: ORDER_STATUS_OPTIONS },
  { name: 'businessType', kind: 'select', label: '业务类型', options: KINDS },
  { name: 'channel', kind: 'select', label: '销售渠道', options: CHANNEL_OPTIONS },
  { name: 'investorName', kind: 'text', label: '投资者', placeholder: '投资者名称', max: 50 },
  { name: 'orderRange', kind: 'dateRange', label: '下单日期' },
]

/**
 * 募集订单: the channels' 认购 orders for raising funds and 申购 orders for open days, newest
 * first; a 待审核 one is 审核通过 or 退回 in its drawer (fundRaiserOrderNum drops at once).
 */
export default function RaiseOrderPage() {
  const table = useTableQuery<RaiseOrder>({
    name: ORDER_LIST,
    fields: FIELDS,
    sortable: SORTABLE,
    fetchPage: queryRaiseOrders,
    rowKey: 'orderId',
  })
  const [open, setOpen] = useState<string>()
  const total = table.result.data?.total ?? 0
  return (
    <Card>
      <QueryForm formProps={table.formProps} fields={FIELDS} />
      <QueryTable<RaiseOrder>
        title="募集订单"
        columns={raiseOrderColumns(table.sortOrder, setOpen)}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
        toolbar={
          <ExportButton
            source="raise-orders"
            params={listParams(table.query, false)}
            fileName="募集订单"
            disabled={!total || table.result.isError}
          />
        }
      />
      <RaiseOrderDrawer orderId={open} onClose={() => setOpen(undefined)} />
    </Card>
  )
}
