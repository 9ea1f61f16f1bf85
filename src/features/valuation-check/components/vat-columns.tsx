import { Button, Popconfirm } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { actionColumn, moneyColumn, statusColumn } from '@/components/query-table/columns'
import { CONFIRM_STATUS_LABEL, type VatAccrual } from '@contract/api/valuation-reports'

export const CONFIRM_STATUSES = {
  pending: { text: CONFIRM_STATUS_LABEL.pending, color: 'warning' },
  confirmed: { text: CONFIRM_STATUS_LABEL.confirmed, color: 'success' },
} as const

type SortOrder = (field: string) => 'ascend' | 'descend' | null
const money = (title: string, field: keyof VatAccrual, sortOrder?: SortOrder) => ({
  ...moneyColumn<VatAccrual>({ title, field, sortable: Boolean(sortOrder) }),
  ...(sortOrder ? { sortOrder: sortOrder(field) } : {}),
})

/** 增值税's columns: the taxable items, the tax and its surcharges, the state and 确认. */
export function vatColumns(
  sortOrder: SortOrder,
  confirm: (row: VatAccrual) => Promise<unknown>,
): ColumnType<VatAccrual>[] {
  return [
    { title: '产品代码', dataIndex: 'fundCode', key: 'fundCode', width: 100 },
    { title: '产品名称', dataIndex: 'fundName', key: 'fundName', width: 240, ellipsis: true },
    {
      title: '所属期间',
      dataIndex: 'period',
      key: 'period',
      width: 100,
      className: 'col-date',
      sorter: true,
      sortOrder: sortOrder('period'),
    },
    statusColumn({ title: '状态', field: 'status', statuses: CONFIRM_STATUSES }),
    money('利息收入', 'interestIncome'),
    money('转让差价', 'transferGain'),
    money('结转负差', 'carriedLoss'),
    money('应税销售额', 'taxableIncome', sortOrder),
    money('不含税销售额', 'netSales'),
    money('增值税(3%)', 'vat', sortOrder),
    money('城市维护建设税(7%)', 'cityTax'),
    money('教育费附加(3%)', 'educationSurcharge'),
    money('地方教育附加(2%)', 'localEducation'),
    money('附加税合计', 'surcharges'),
    money('税费合计', 'totalTax', sortOrder),
    actionColumn(
      (row) =>
        row.status === 'pending' ? (
          <Popconfirm
            title={`确认 ${row.fundName} ${row.period} 的增值税计提？`}
            okText="确认"
            onConfirm={() => confirm(row)}
          >
            <Button type="link" size="small">
              确认
            </Button>
          </Popconfirm>
        ) : (
          <span className="valuation-muted" title={row.confirmedAt}>
            {row.confirmedBy}
          </span>
        ),
      110,
    ),
  ]
}
