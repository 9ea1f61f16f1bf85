import { Space } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { Link } from 'react-router-dom'
import {
  actionColumn,
  dateColumn,
  moneyColumn,
  navColumn,
  statusColumn,
} from '@/components/query-table/columns'
import { formatDate, formatNav } from '@/lib/format'
import type { FundListItem } from '@contract/api/fund-query'
import { FUND_STAGE_STYLES, fundContactPath, fundDetailPath } from './fund-stage'
import './fund-query.css'

type SortOrder = (field: string) => 'ascend' | 'descend' | null

const sorted = (column: ColumnType<FundListItem>, sortOrder: SortOrder) => ({
  ...column,
  sortOrder: sortOrder(String(column.key)),
})

/** The latest unit NAV with its date under it (one column: the list stays in view). */
const latestNav = (sortOrder: SortOrder): ColumnType<FundListItem> => ({
  ...sorted(
    navColumn<FundListItem>({
      title: '最新单位净值',
      field: 'latestNav',
      width: 124,
      sortable: true,
    }),
    sortOrder,
  ),
  render: (_: unknown, f: FundListItem) => (
    <>
      <div>{formatNav(f.latestNav)}</div>
      {f.navDate && <div className="fund-list__nav-date">{formatDate(f.navDate)}</div>}
    </>
  ),
})

/**
 * 产品查询's columns, what a manager looks at first on the left (code, name, stage, NAV,
 * scale); the sortable ones follow the address's sort.
 */
export function fundColumns(sortOrder: SortOrder): ColumnType<FundListItem>[] {
  return [
    sorted(
      { title: '产品代码', dataIndex: 'fundCode', key: 'fundCode', width: 100, sorter: true },
      sortOrder,
    ),
    { title: '产品名称', dataIndex: 'fundName', key: 'fundName', width: 250 },
    statusColumn<FundListItem>({
      title: '产品阶段',
      field: 'stage',
      width: 84,
      statuses: FUND_STAGE_STYLES,
    }),
    latestNav(sortOrder),
    sorted(
      moneyColumn<FundListItem>({
        title: '产品规模（元）',
        field: 'scale',
        width: 150,
        sortable: true,
      }),
      sortOrder,
    ),
    sorted(
      dateColumn<FundListItem>({ title: '成立日期', field: 'establishDate', sortable: true }),
      sortOrder,
    ),
    { title: '产品类型', dataIndex: 'fundType', key: 'fundType', width: 132 },
    { title: '投资策略', dataIndex: 'strategy', key: 'strategy', width: 90 },
    { title: '风险等级', dataIndex: 'riskLevel', key: 'riskLevel', width: 80 },
    { title: '基金经理', dataIndex: 'managerName', key: 'managerName', width: 84 },
    actionColumn<FundListItem>(
      (row) => (
        <Space size={12}>
          <Link to={fundDetailPath(row.fundCode, row.fundName)} aria-label={`详情 ${row.fundCode}`}>
            详情
          </Link>
          <Link to={fundContactPath(row.fundCode)} aria-label={`联系人 ${row.fundCode}`}>
            联系人
          </Link>
        </Space>
      ),
      110,
    ),
  ]
}
