import { Tag } from 'antd'
import { DetailFields, type DetailField } from '@/components/detail-drawer/detail-fields'
import { formatAmount } from '@/lib/format'
import type { FundDetail } from '@contract/api/fund-query'
import { FUND_STAGE_STYLES } from './fund-stage'

const FIELDS: DetailField<FundDetail>[] = [
  { label: '产品代码', field: 'fundCode' },
  { label: '产品名称', field: 'fundName', wide: true },
  { label: '产品类型', field: 'fundType' },
  { label: '投资策略', field: 'strategy' },
  {
    label: '产品阶段',
    render: (f) => (
      <Tag color={FUND_STAGE_STYLES[f.stage].color}>{FUND_STAGE_STYLES[f.stage].text}</Tag>
    ),
  },
  { label: '风险等级', field: 'riskLevel' },
  { label: '备案编码', field: 'recordNo' },
  { label: '成立日期', field: 'establishDate', kind: 'date' },
  { label: '存续期限', render: (f) => `${f.durationMonths}个月` },
  { label: '到期日期', field: 'maturityDate', kind: 'date' },
  { label: '基金经理', field: 'managerName' },
  { label: '管理人', field: 'orgName' },
  { label: '开放安排', field: 'openDay', wide: true },
  { label: '最新单位净值', field: 'latestNav', kind: 'nav' },
  { label: '累计单位净值', field: 'accumNav', kind: 'nav' },
  { label: '净值日期', field: 'navDate', kind: 'date' },
  {
    label: '产品份额（份）',
    render: (f) => formatAmount(f.shares),
  },
  { label: '产品规模（元）', field: 'scale', kind: 'money' },
]

/** 基本要素: the fund's own fields. */
export function FundBasicTab({ fund }: { fund: FundDetail }) {
  return <DetailFields record={fund} fields={FIELDS} columns={3} />
}
