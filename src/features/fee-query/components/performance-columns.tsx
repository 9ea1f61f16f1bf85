import { Button, Tooltip } from 'antd'
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
} from '@contract/api/fee'
import { ratioText } from './fee-format'
import { fundColumn } from './fund-column'

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
  fundColumn<Row>(190),
  {
    title: '计提类型',
    dataIndex: 'eventType',
    key: 'eventType',
    width: 100,
    render: (type: PerformanceFeeEventType) => PERFORMANCE_EVENT_NAMES[type],
  },
  navColumn<Row>({ title: '单位净值', field: 'unitNav', width: 95 }),
  {
    ...navColumn<Row>({ title: '计提基准', field: 'accumNav', width: 95 }),
    title: <Tooltip title="事件日的累计净值（单位净值加累计分红），与高水位比较">计提基准</Tooltip>,
  },
  navColumn<Row>({ title: '高水位', field: 'highWaterMark', width: 90 }),
  percentColumn<Row>({ title: '超额收益率', field: 'excessReturn', width: 100 }),
  {
    title: '提取比例',
    dataIndex: 'ratio',
    key: 'ratio',
    align: 'right',
    width: 85,
    className: 'col-number',
    render: (ratio: number) => ratioText(ratio),
  },
  moneyColumn<Row>({ title: '计提份额', field: 'shares', width: 140 }),
  {
    ...moneyColumn<Row>({ title: '业绩报酬金额', field: 'fee', width: 135, sortable: true }),
    sortOrder: sortOrder('fee'),
  },
  actionColumn<Row>(
    (e) => (
      <Button type="link" size="small" onClick={() => onDetail(e)}>
        计算过程
      </Button>
    ),
    90,
  ),
]
