import { useQuery } from '@tanstack/react-query'
import { Table, Typography } from 'antd'
import { DetailDrawer } from '@/components/detail-drawer/detail-drawer'
import { DetailFields, type DetailField } from '@/components/detail-drawer/detail-fields'
import { accountNoColumn, moneyColumn, navColumn } from '@/components/query-table/columns'
import { formatAmount } from '@/lib/format'
import {
  RISK_LEVEL_LABEL,
  type TaHoldingLine,
  type TaInvestorDetail,
} from '@contract/api/transfer-agent'
import { taInvestorQuery } from '@/api/ta/investors'
import { shareColumn } from './ta-labels'

const FIELDS: DetailField<TaInvestorDetail>[] = [
  { label: '投资者名称', field: 'investorName' },
  { label: '投资者类型', field: 'kind' },
  { label: '证件类型', field: 'certTypeName' },
  { label: '证件号码', field: 'certNo' },
  { label: '手机号', field: 'mobile' },
  { label: '风险承受等级', render: (r) => RISK_LEVEL_LABEL[r.riskLevel] },
  { label: '投资者分类', render: (r) => (r.professional ? '专业投资者' : '普通投资者') },
  { label: '开户日期', field: 'openDate', kind: 'date' },
  { label: '销售渠道', field: 'channelName', wide: true },
]

const HOLDING_COLUMNS = [
  {
    title: '产品',
    key: 'fund',
    render: (_: unknown, h: TaHoldingLine) => `${h.fundCode} ${h.fundName}`,
  },
  shareColumn<TaHoldingLine>('持有份额', 'shares'),
  navColumn<TaHoldingLine>({ title: '最新净值', field: 'unitNav' }),
  moneyColumn<TaHoldingLine>({ title: '参考市值', field: 'marketValue' }),
]

const ACCOUNT_COLUMNS = [
  { title: '账户类型', dataIndex: 'accountType', key: 'accountType' },
  accountNoColumn({ title: '账号', field: 'accountNo' }),
  { title: '开户机构', dataIndex: 'institution', key: 'institution' },
  { title: '开户日期', dataIndex: 'openDate', key: 'openDate' },
]

/** An investor beside the list: identity, risk level, accounts and holdings at the latest NAV. */
export function InvestorDetailDrawer({
  investorId,
  onClose,
}: {
  investorId?: string
  onClose: () => void
}) {
  const detail = useQuery({ ...taInvestorQuery(investorId ?? ''), enabled: Boolean(investorId) })
  const record = detail.data
  const total = record?.holdings.reduce((s, h) => s + (h.marketValue ?? 0), 0) ?? 0
  return (
    <DetailDrawer
      open={Boolean(investorId)}
      title={record ? `投资者 · ${record.investorName}` : '投资者详情'}
      onClose={onClose}
      loading={detail.isLoading}
      failed={detail.isError}
      onRetry={() => void detail.refetch()}
    >
      {record && (
        <>
          <DetailFields record={record} fields={FIELDS} title="身份信息" />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            账户信息
          </Typography.Title>
          <Table
            rowKey="accountType"
            size="small"
            pagination={false}
            columns={ACCOUNT_COLUMNS}
            dataSource={record.accounts}
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            持有产品（{record.holdings.length} 只，参考市值合计 {formatAmount(total)} 元）
          </Typography.Title>
          <Table<TaHoldingLine>
            rowKey="fundCode"
            size="small"
            pagination={false}
            columns={HOLDING_COLUMNS}
            dataSource={record.holdings}
            locale={{ emptyText: '暂无持有产品' }}
          />
        </>
      )}
    </DetailDrawer>
  )
}
