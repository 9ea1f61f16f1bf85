import { Tag } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { moneyColumn } from '@/components/query-table/columns'
import type { SuitabilityRow } from '@contract/api/sales'

type SortOrder = (field: string) => 'ascend' | 'descend' | null

/** 投资者适当性's columns: the holder's level against the fund's, 不匹配 tagged. */
export function suitabilityColumns(sortOrder: SortOrder): ColumnType<SuitabilityRow>[] {
  return [
    { title: '投资者', dataIndex: 'investorName', key: 'investorName' },
    { title: '投资者类型', dataIndex: 'investorKind', key: 'investorKind', width: 100 },
    {
      title: '风险承受等级',
      dataIndex: 'investorRiskLevel',
      key: 'investorRiskLevel',
      width: 110,
    },
    {
      title: '专业投资者',
      dataIndex: 'professional',
      key: 'professional',
      width: 100,
      render: (v: boolean) => (v ? '是' : '否'),
    },
    { title: '产品代码', dataIndex: 'fundCode', key: 'fundCode', width: 100 },
    { title: '产品名称', dataIndex: 'fundName', key: 'fundName' },
    { title: '产品风险等级', dataIndex: 'fundRiskLevel', key: 'fundRiskLevel', width: 110 },
    {
      ...moneyColumn<SuitabilityRow>({ title: '持有份额', field: 'shares', sortable: true }),
      sortOrder: sortOrder('shares'),
    },
    { title: '销售渠道', dataIndex: 'channelName', key: 'channelName' },
    {
      title: '匹配结果',
      dataIndex: 'matched',
      key: 'matched',
      fixed: 'right',
      width: 100,
      render: (matched: boolean) =>
        matched ? <Tag color="success">匹配</Tag> : <Tag color="error">不匹配</Tag>,
    },
  ]
}
