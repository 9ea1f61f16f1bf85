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
import type { FundListItem } from '@/types/api/fund-query'
import { FUND_STAGE_STYLES, fundContactPath, fundDetailPath } from './fund-stage'

type SortOrder = (field: string) => 'ascend' | 'descend' | null

const sorted = (column: ColumnType<FundListItem>, sortOrder: SortOrder) => ({
  ...column,
  sortOrder: sortOrder(String(column.key)),
})

/** 产品查询's columns; the sortable ones follow the address's sort. */
export function fundColumns(sortOrder: SortOrder): ColumnType<FundListItem>[] {
  return [
    sorted(
      { title: '产品代码', dataIndex: 'fundCode', key: 'fundCode', width: 100, sorter: true },
      sortOrder,
    ),
    { title: '产品名称', dataIndex: 'fundName', key: 'fundName', width: 260 },
    { title: '产品类型', dataIndex: 'fundType', key: 'fundType', width: 140 },
    { title: '投资策略', dataIndex: 'strategy', key: 'strategy', width: 100 },
    statusColumn<FundListItem>({
      title: '产品阶段',
      field: 'stage',
      width: 90,
      statuses: FUND_STAGE_STYLES,
    }),
    { title: '风险等级', dataIndex: 'riskLevel', key: 'riskLevel', width: 80 },
    sorted(
      dateColumn<FundListItem>({ title: '成立日期', field: 'establishDate', sortable: true }),
      sortOrder,
    ),
    sorted(
      navColumn<FundListItem>({
        title: '最新单位净值',
        field: 'latestNav',
        width: 120,
        sortable: true,
      }),
      sortOrder,
    ),
    dateColumn<FundListItem>({ title: '净值日期', field: 'navDate' }),
    sorted(
      moneyColumn<FundListItem>({
        title: '产品规模（元）',
        field: 'scale',
        width: 160,
        sortable: true,
      }),
      sortOrder,
    ),
    { title: '基金经理', dataIndex: 'managerName', key: 'managerName', width: 90 },
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
      120,
    ),
  ]
}
