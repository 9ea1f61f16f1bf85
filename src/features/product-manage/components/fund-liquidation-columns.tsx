import { dateColumn, moneyColumn, statusColumn } from '@/components/query-table/columns'
import type { LiquidationRow } from '@contract/api/fund-liquidation'
import {
  confirmActionColumn,
  fundColumns,
  sortedDateColumn,
  type ConfirmListOptions,
} from './application-columns'
import { LIQUIDATION_STYLES } from './application-statuses'

/** 产品清算's columns: 查看 and, while the checked report waits on the manager, 确认. */
export const liquidationColumns = (options: ConfirmListOptions<LiquidationRow>) => [
  ...fundColumns,
  { title: '清算原因', dataIndex: 'reason', key: 'reason' },
  dateColumn<LiquidationRow>({ title: '清算基准日', field: 'baseDate' }),
  sortedDateColumn<LiquidationRow>('申请日期', 'applyDate', options.sortOrder),
  moneyColumn<LiquidationRow>({ title: '剩余财产（元）', field: 'remainingAssets', width: 140 }),
  statusColumn<LiquidationRow>({ title: '状态', field: 'status', statuses: LIQUIDATION_STYLES }),
  confirmActionColumn<LiquidationRow>((row) => row.applyId, options),
]

/** What 确认 asks. */
export const confirmLiquidationTarget = (row: Pick<LiquidationRow, 'applyId' | 'fundName'>) => ({
  id: row.applyId,
  question: `确认「${row.fundName}」的清算报告？`,
  consequence: '确认后清算完成，产品状态变为已清算。',
})
