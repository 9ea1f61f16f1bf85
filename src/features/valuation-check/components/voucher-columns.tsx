import { Button } from 'antd'
import type { ColumnType } from 'antd/es/table'
import {
  actionColumn,
  dateColumn,
  moneyColumn,
  statusColumn,
} from '@/components/query-table/columns'
import { VOUCHER_SEND_STATUS_LABEL, type Voucher } from '@contract/api/valuation-reports'

export const SEND_STATUSES = {
  pending: { text: VOUCHER_SEND_STATUS_LABEL.pending, color: 'warning' },
  sent: { text: VOUCHER_SEND_STATUS_LABEL.sent, color: 'success' },
  failed: { text: VOUCHER_SEND_STATUS_LABEL.failed, color: 'error' },
} as const

/** 凭证's columns; 详情 opens the lines, 发送 one voucher. */
export function voucherColumns(
  sortOrder: (field: string) => 'ascend' | 'descend' | null,
  actions: { open: (v: Voucher) => void; send: (v: Voucher) => void },
): ColumnType<Voucher>[] {
  return [
    { title: '凭证号', dataIndex: 'voucherNo', key: 'voucherNo', width: 150 },
    {
      ...dateColumn<Voucher>({ title: '凭证日期', field: 'date', sortable: true }),
      sortOrder: sortOrder('date'),
    },
    { title: '产品名称', dataIndex: 'fundName', key: 'fundName' },
    { title: '摘要', dataIndex: 'summary', key: 'summary' },
    {
      ...moneyColumn<Voucher>({ title: '金额', field: 'amount', sortable: true }),
      sortOrder: sortOrder('amount'),
    },
    { title: '分录数', dataIndex: 'lineCount', key: 'lineCount', width: 80, align: 'right' },
    statusColumn({ title: '发送状态', field: 'sendStatus', statuses: SEND_STATUSES }),
    actionColumn(
      (row) => (
        <span className="valuation-actions">
          <Button type="link" size="small" onClick={() => actions.open(row)}>
            详情
          </Button>
          <Button type="link" size="small" onClick={() => actions.send(row)}>
            发送
          </Button>
        </span>
      ),
      120,
    ),
  ]
}
