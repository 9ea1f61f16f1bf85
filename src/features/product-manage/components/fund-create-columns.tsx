import { Button } from 'antd'
import type { ColumnType } from 'antd/es/table'
import {
  actionColumn,
  dateColumn,
  moneyColumn,
  statusColumn,
} from '@/components/query-table/columns'
import { NO_VALUE } from '@/lib/format'
import { APPLICATION_DOCS } from '@/types/api/application'
import type { FundCreateRow } from '@/types/api/fund-create'
import { FUND_CREATE_STYLES } from './application-statuses'

/** Waits on the manager: 待补充材料 or 已退回. */
export const awaitsManager = (status: string) => status === 'supplement' || status === 'returned'

interface Options {
  sortOrder: (field: string) => ColumnType<FundCreateRow>['sortOrder']
  onView: (applyId: string) => void
  onSupplement: (applyId: string) => void
}

/** 产品成立's columns: its actions are 查看 and, while it waits on the manager, 补充材料. */
export const fundCreateColumns = ({ sortOrder, onView, onSupplement }: Options) => [
  { title: '产品代码', dataIndex: 'fundCode', key: 'fundCode', width: 100 },
  { title: '产品名称', dataIndex: 'fundName', key: 'fundName' },
  moneyColumn<FundCreateRow>({ title: '募集金额（元）', field: 'raisedAmount', width: 150 }),
  {
    ...dateColumn<FundCreateRow>({ title: '申请日期', field: 'applyDate', sortable: true }),
    sortOrder: sortOrder('applyDate'),
  },
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
  actionColumn<FundCreateRow>(
    (row) => (
      <>
        <Button type="link" size="small" onClick={() => onView(row.applyId)}>
          查看
        </Button>
        {awaitsManager(row.status) && (
          <Button type="link" size="small" onClick={() => onSupplement(row.applyId)}>
            补充材料
          </Button>
        )}
      </>
    ),
    140,
  ),
]
