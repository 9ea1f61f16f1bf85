import { Descriptions, Tag } from 'antd'
import { formatAmount, formatDate, formatNav } from '@/lib/format'
import type { ValuationTable } from '@contract/api/valuation'
import { CHECK_STYLES } from './valuation-statuses'

/** Whose table it is, of which day, and its headline figures, above the grid. */
export function ValuationReportHead({ table }: { table: ValuationTable }) {
  const status = CHECK_STYLES[table.checkStatus]
  const { totals } = table
  return (
    <Descriptions className="valuation-head" size="small" column={{ xs: 1, md: 2, xl: 3 }}>
      <Descriptions.Item label="产品代码">{table.fundCode}</Descriptions.Item>
      <Descriptions.Item label="产品名称">{table.fundName}</Descriptions.Item>
      <Descriptions.Item label="估值日期">{formatDate(table.date)}</Descriptions.Item>
      <Descriptions.Item label="基金管理人">{table.managerName}</Descriptions.Item>
      <Descriptions.Item label="基金托管人">{table.custodianName}</Descriptions.Item>
      <Descriptions.Item label="核对状态">
        <Tag color={status.color}>{status.text}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label="资产净值">{formatAmount(totals.netAssets)}</Descriptions.Item>
      <Descriptions.Item label="单位净值">{formatNav(totals.unitNav)}</Descriptions.Item>
      <Descriptions.Item label="累计单位净值">{formatNav(totals.accumNav)}</Descriptions.Item>
    </Descriptions>
  )
}
