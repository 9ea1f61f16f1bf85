import { dateColumn, moneyColumn, navColumn, statusColumn } from '@/components/query-table/columns'
import { DIVIDEND_METHOD_LABEL, type DividendRow } from '@contract/api/fund-dividends'
import {
  confirmActionColumn,
  fundColumns,
  sortedDateColumn,
  type ConfirmListOptions,
} from './application-columns'
import { DIVIDEND_STYLES } from './application-statuses'

/** 产品分红's columns: 查看 and, while a plan waits on the manager, 确认. */
export const dividendColumns = (options: ConfirmListOptions<DividendRow>) => [
  ...fundColumns,
  sortedDateColumn<DividendRow>('权益登记日', 'recordDate', options.sortOrder),
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
  confirmActionColumn<DividendRow>((row) => row.planId, options),
]

/** What 确认 asks. */
export const confirmDividendTarget = (
  row: Pick<DividendRow, 'planId' | 'fundName' | 'perUnit'>,
) => ({
  id: row.planId,
  question: `确认「${row.fundName}」每份 ${row.perUnit.toFixed(4)} 元的分红方案？`,
  consequence: '确认后方案将按权益登记日的份额发放，不能再修改。',
})
