import { Button } from 'antd'
import type { ColumnType } from 'antd/es/table'
import {
  actionColumn,
  dateColumn,
  moneyColumn,
  statusColumn,
} from '@/components/query-table/columns'
import type { RaiseOrder } from '@contract/api/sales'
import { ORDER_STATUSES } from './order-statuses'

type SortOrder = (field: string) => 'ascend' | 'descend' | null

/** 募集订单's columns; a 待审核 row offers 审核, any other 详情. */
export function raiseOrderColumns(
  sortOrder: SortOrder,
  open: (orderId: string) => void,
): ColumnType<RaiseOrder>[] {
  return [
    { title: '订单编号', dataIndex: 'orderId', key: 'orderId' },
    {
      title: '产品名称',
      dataIndex: 'fundName',
      key: 'fundName',
      render: (name: string, row) => <span title={row.fundCode}>{name}</span>,
    },
    { title: '投资者', dataIndex: 'investorName', key: 'investorName' },
    { title: '业务类型', dataIndex: 'businessType', key: 'businessType', width: 90 },
    { title: '销售渠道', dataIndex: 'channelName', key: 'channelName' },
    {
      ...moneyColumn<RaiseOrder>({ title: '金额（元）', field: 'amount', sortable: true }),
      sortOrder: sortOrder('amount'),
    },
    {
      ...dateColumn<RaiseOrder>({
        title: '下单时间',
        field: 'orderTime',
        withTime: true,
        sortable: true,
      }),
      sortOrder: sortOrder('orderTime'),
    },
    statusColumn<RaiseOrder>({
      title: '状态',
      field: 'status',
      width: 90,
      statuses: ORDER_STATUSES,
    }),
    actionColumn<RaiseOrder>(
      (row) => (
        <Button type="link" size="small" onClick={() => open(row.orderId)}>
          {row.status === 'pending' ? '审核' : '详情'}
        </Button>
      ),
      80,
    ),
  ]
}
