import { Button } from 'antd'
import type { ColumnType } from 'antd/es/table'
import {
  actionColumn,
  dateColumn,
  moneyColumn,
  statusColumn,
} from '@/components/query-table/columns'
import type { LiquidationRow } from '@/types/api/fund-liquidation'
import { LIQUIDATION_STYLES } from './application-statuses'

interface Options {
  sortOrder: (field: string) => ColumnType<LiquidationRow>['sortOrder']
  onView: (applyId: string) => void
  onConfirm: (row: LiquidationRow) => void
}

/** 产品清算's columns: 查看 and, while the checked report waits on the manager, 确认. */
export const liquidationColumns = ({ sortOrder, onView, onConfirm }: Options) => [
  { title: '产品代码', dataIndex: 'fundCode', key: 'fundCode', width: 100 },
  { title: '产品名称', dataIndex: 'fundName', key: 'fundName' },
  { title: '清算原因', dataIndex: 'reason', key: 'reason' },
  dateColumn<LiquidationRow>({ title: '清算基准日', field: 'baseDate' }),
  {
    ...dateColumn<LiquidationRow>({ title: '申请日期', field: 'applyDate', sortable: true }),
    sortOrder: sortOrder('applyDate'),
  },
  moneyColumn<LiquidationRow>({ title: '剩余财产（元）', field: 'remainingAssets', width: 140 }),
  statusColumn<LiquidationRow>({ title: '状态', field: 'status', statuses: LIQUIDATION_STYLES }),
  actionColumn<LiquidationRow>(
    (row) => (
      <>
        <Button type="link" size="small" onClick={() => onView(row.applyId)}>
          查看
        </Button>
        {row.status === 'confirming' && (
          <Button type="link" size="small" onClick={() => onConfirm(row)}>
            确认
          </Button>
        )}
      </>
    ),
    110,
  ),
]

/** What 确认 asks. */
export const confirmLiquidationTarget = (row: Pick<LiquidationRow, 'applyId' | 'fundName'>) => ({
  id: row.applyId,
  question: `确认「${row.fundName}」的清算报告？`,
  consequence: '确认后清算完成，产品状态变为已清算。',
})
