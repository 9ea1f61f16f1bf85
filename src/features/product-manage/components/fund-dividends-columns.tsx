import { dateColumn, moneyColumn, navColumn, statusColumn } from '@/components/query-table/columns'
import { DIVIDEND_METHOD_LABEL, type DividendRow } from '@/types/api/fund-dividends'
import {
  fundColumns,
  sortedDateColumn,
  viewActionColumn,
  type SortOrderOf,
} from './application-columns'
import { DIVIDEND_STYLES } from './application-statuses'

interface Options {
  sortOrder: SortOrderOf<DividendRow>
  onView: (planId: string) => void
  onConfirm: (row: DividendRow) => void
}

/** 产品分红's columns: 查看 and, while a plan waits on the manager, 确认. */
export const dividendColumns = ({ sortOrder, onView, onConfirm }: Options) => [
  ...fundColumns,
  sortedDateColumn<DividendRow>('权益登记日', 'recordDate', sortOrder),
  dateColumn<DividendRow>({ title: '除息日', field: 'exDate' }),
  navColumn<DividendRow>({ title: '每份分红（元/份）', field: 'perUnit', width: 140 }),
  {
    title: '分红方式',
    dataIndex: 'method',
    key: 'method',
    render: (method: DividendRow['method']) => DIVIDEND_METHOD_LABEL[method] ?? method,
  },
  moneyColumn<DividendRow>({ title: '分红总额（元）', field: 'totalAmount', width: 150 }),
  statusColumn<DividendRow>({ title: '状态', field: 'status', statuses: DIVIDEND_STYLES }),
  viewActionColumn<DividendRow>({
    idOf: (row) => row.planId,
    onView,
    text: '确认',
    when: (row) => row.status === 'confirming',
    onClick: onConfirm,
    width: 110,
  }),
]

/** What 确认 asks. */
export const confirmDividendTarget = (
  row: Pick<DividendRow, 'planId' | 'fundName' | 'perUnit'>,
) => ({
  id: row.planId,
  question: `确认「${row.fundName}」每份 ${row.perUnit.toFixed(4)} 元的分红方案？`,
  consequence: '确认后方案将按权益登记日的份额发放，不能再修改。',
})
