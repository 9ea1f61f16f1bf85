import { Button } from 'antd'
import type { ColumnType } from 'antd/es/table'
import {
  actionColumn,
  dateColumn,
  moneyColumn,
  navColumn,
  percentColumn,
} from '@/components/query-table/columns'
import {
  PERFORMANCE_EVENT_NAMES,
  type PerformanceFeeEvent,
  type PerformanceFeeEventType,
} from '@/types/api/fee'
import { ratioText } from './fee-format'

type Row = PerformanceFeeEvent

/** 业绩报酬's columns: sortable by date and fee; 计算过程 opens the calculation. */
export const performanceColumns = (
  sortOrder: (field: string) => 'ascend' | 'descend' | null,
  onDetail: (event: Row) => void,
): ColumnType<Row>[] => [
  {
    ...dateColumn<Row>({ title: '计提日期', field: 'date', sortable: true }),
    sortOrder: sortOrder('date'),
  },
  { title: '产品代码', dataIndex: 'fundCode', key: 'fundCode', width: 100 },
  { title: '产品名称', dataIndex: 'fundName', key: 'fundName', width: 240, ellipsis: true },
  {
    title: '计提类型',
    dataIndex: 'eventType',
    key: 'eventType',
    width: 110,
    render: (type: PerformanceFeeEventType) => PERFORMANCE_EVENT_NAMES[type],
  },
  navColumn<Row>({ title: '单位净值', field: 'unitNav', width: 100 }),
  navColumn<Row>({ title: '计提基准(累计净值)', field: 'accumNav', width: 150 }),
  navColumn<Row>({ title: '高水位', field: 'highWaterMark', width: 100 }),
  percentColumn<Row>({ title: '超额收益率', field: 'excessReturn', width: 110 }),
  {
    title: '提取比例',
    dataIndex: 'ratio',
    key: 'ratio',
    align: 'right',
    width: 90,
    className: 'col-number',
    render: (ratio: number) => ratioText(ratio),
  },
  moneyColumn<Row>({ title: '计提份额', field: 'shares', width: 150 }),
  {
    ...moneyColumn<Row>({ title: '业绩报酬金额', field: 'fee', width: 150, sortable: true }),
    sortOrder: sortOrder('fee'),
  },
  actionColumn<Row>(
    (e) => (
      <Button type="link" size="small" onClick={() => onDetail(e)}>
        计算过程
      </Button>
    ),
    100,
  ),
]
