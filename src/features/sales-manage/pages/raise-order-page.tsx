import { Card, DatePicker, Form, Select } from 'antd'
import { LimitedInput } from '@/components/limited-input'
import { useState } from 'react'
import { ExportButton } from '@/components/export-button'
import { FundSelect } from '@/components/fund-select'
import { custodianFunds } from '@/lib/custodian/query-funds'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import { listParams } from '@/lib/http/list-params'
import type { QueryField } from '@/lib/query-state'
import type { RaiseOrder } from '@contract/api/sales'
import { queryRaiseOrders } from '../api/raise-orders'
import { CHANNEL_OPTIONS, ORDER_STATUS_OPTIONS } from '../components/order-statuses'
import { raiseOrderColumns } from '../components/raise-order-columns'
import { RaiseOrderDrawer } from '../components/raise-order-detail'
import { ORDER_LIST } from '../hooks/use-order-review'
import '../components/sales.css'

const FIELDS: QueryField[] = [
  { name: 'fundCode', kind: 'select' },
  { name: 'status', kind: 'select' },
  { name: 'businessType', kind: 'select' },
  { name: 'channel', kind: 'select' },
  { name: 'investorName', kind: 'text' },
  { name: 'orderRange', kind: 'dateRange' },
]
const SORTABLE = ['orderTime', 'amount']
const KINDS = [
  { value: '认购', label: '认购' },
  { value: '申购', label: '申购' },
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
      <QueryForm formProps={table.formProps}>
        <Form.Item name="fundCode" label="产品">
          <FundSelect funds={custodianFunds} aria-label="产品" />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select aria-label="状态" allowClear placeholder="全部" options={ORDER_STATUS_OPTIONS} />
        </Form.Item>
        <Form.Item name="businessType" label="业务类型">
          <Select aria-label="业务类型" allowClear placeholder="全部" options={KINDS} />
        </Form.Item>
        <Form.Item name="channel" label="销售渠道">
          <Select aria-label="销售渠道" allowClear placeholder="全部" options={CHANNEL_OPTIONS} />
        </Form.Item>
        <Form.Item name="investorName" label="投资者">
          <LimitedInput allowClear max={50} placeholder="投资者名称" />
        </Form.Item>
        <Form.Item name="orderRange" label="下单日期">
          <DatePicker.RangePicker aria-label="下单日期" />
        </Form.Item>
      </QueryForm>
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
