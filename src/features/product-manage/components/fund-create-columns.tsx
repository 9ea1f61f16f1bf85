import { moneyColumn, statusColumn } from '@/components/query-table/columns'
import { NO_VALUE } from '@/lib/format'
import { APPLICATION_DOCS } from '@contract/api/application'
import type { FundCreateRow } from '@contract/api/fund-create'
import {
  fundColumns,
  sortedDateColumn,
  viewActionColumn,
  type SortOrderOf,
} from './application-columns'
import { FUND_CREATE_STYLES } from './application-statuses'

/** Waits on the manager: 待补充材料 or 已退回. */
export const awaitsManager = (status: string) => status === 'supplement' || status === 'returned'

interface Options {
  sortOrder: SortOrderOf<FundCreateRow>
  onView: (applyId: string) => void
  onSupplement: (applyId: string) => void
}

/** 产品成立's columns: its actions are 查看 and, while it waits on the manager, 补充材料. */
export const fundCreateColumns = ({ sortOrder, onView, onSupplement }: Options) => [
  ...fundColumns,
  moneyColumn<FundCreateRow>({ title: '募集金额（元）', field: 'raisedAmount', width: 150 }),
  sortedDateColumn<FundCreateRow>('申请日期', 'applyDate', sortOrder),
  statusColumn<FundCreateRow>({ title: '状态', field: 'status', statuses: FUND_CREATE_STYLES }),
  {
    title: '待补充材料',
    key: 'missing',
    width: 200,
    ellipsis: true,
    render: (_: unknown, row: FundCreateRow) =>
      awaitsManager(row.status) && row.missing.length
        ? row.missing.map((k) => APPLICATION_DOCS[k].label).join('、')
        : NO_VALUE,
  },
  viewActionColumn<FundCreateRow>({
    idOf: (row) => row.applyId,
    onView,
    text: '补充材料',
    when: (row) => awaitsManager(row.status),
    onClick: (row) => onSupplement(row.applyId),
    width: 140,
  }),
]
