import type { ColumnType } from 'antd/es/table'
import { dateColumn, moneyColumn } from '@/components/query-table/columns'
import {
  FEE_TYPE_NAMES,
  FEE_TYPES,
  type FeeAccrualRow,
  type FeeSummaryRow,
  type FeeType,
} from '@contract/api/fee'
import { formatRate, periodLabel } from './fee-format'

type SortOrderOf = (field: string) => 'ascend' | 'descend' | null

const fundColumns = <Row,>(): ColumnType<Row>[] => [
  { title: '产品代码', dataIndex: 'fundCode', key: 'fundCode', width: 100 },
  { title: '产品名称', dataIndex: 'fundName', key: 'fundName', width: 260, ellipsis: true },
]

/** 按日明细: a fee of a fund on a day; sortable by date and by the day's accrual. */
export const dailyColumns = (sortOrder: SortOrderOf): ColumnType<FeeAccrualRow>[] => [
  {
    ...dateColumn<FeeAccrualRow>({ title: '计提日期', field: 'date', sortable: true }),
    sortOrder: sortOrder('date'),
  },
  ...fundColumns<FeeAccrualRow>(),
  {
    title: '费用类型',
    dataIndex: 'feeType',
    key: 'feeType',
    width: 110,
    render: (type: FeeType) => FEE_TYPE_NAMES[type],
  },
  moneyColumn<FeeAccrualRow>({ title: '计提基数', field: 'baseAmount', width: 160 }),
  {
    title: '年费率',
    dataIndex: 'rate',
    key: 'rate',
    align: 'right',
    width: 90,
    className: 'col-number',
    render: (rate: number) => formatRate(rate),
  },
  {
    ...moneyColumn<FeeAccrualRow>({
      title: '当日计提',
      field: 'accrual',
      width: 130,
      sortable: true,
    }),
    sortOrder: sortOrder('accrual'),
  },
  moneyColumn<FeeAccrualRow>({ title: '累计未付', field: 'unpaid', width: 150 }),
]

/** The types a query asks for (all when it names none), in their usual order. */
export const typesOf = (chosen: unknown): FeeType[] =>
  Array.isArray(chosen) && chosen.length
    ? FEE_TYPES.filter((t) => chosen.includes(t))
    : [...FEE_TYPES]

/** The 合计 row's key: it comes last on every page of the summary. */
export const TOTAL_ROW = '__total__'

/** 按期间汇总: a fund's totals over a period, a column per fee type asked for and their sum. */
export const summaryColumns = (types: readonly FeeType[]): ColumnType<FeeSummaryRow>[] => [
  {
    title: '期间',
    dataIndex: 'period',
    key: 'period',
    width: 130,
    render: (period: string, row) => (row.id === TOTAL_ROW ? '合计' : periodLabel(period)),
  },
  ...fundColumns<FeeSummaryRow>(),
  {
    title: '计提天数',
    dataIndex: 'days',
    key: 'days',
    align: 'right',
    width: 90,
    className: 'col-number',
    // Days of different funds do not add up to anything: the 合计 row leaves them out.
    render: (days: number, row) => (row.id === TOTAL_ROW ? '' : days),
  },
  ...types.map((type) =>
    moneyColumn<FeeSummaryRow>({ title: FEE_TYPE_NAMES[type], field: type, width: 150 }),
  ),
  moneyColumn<FeeSummaryRow>({ title: '合计', field: 'total', width: 160 }),
]
