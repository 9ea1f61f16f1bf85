import { Descriptions, Table } from 'antd'
import { formatPercent } from '@/lib/format'
import type { FundFees, RedemptionFee } from '@contract/api/fund-query'
import { useFundFees } from '../hooks/use-fund-queries'
import { Loaded } from './loaded'

/** A rate without the sign colours of a return: 1.50%, 0.00%. */
const rate = (value: number) => formatPercent(value).replace(/^\+/, '')

const ITEMS = (fees: FundFees) => [
  { key: 'management', label: '管理费率（年）', children: rate(fees.managementRate) },
  { key: 'custody', label: '托管费率（年）', children: rate(fees.custodyRate) },
  { key: 'outsourcing', label: '外包服务费率（年）', children: rate(fees.outsourcingRate) },
  { key: 'subscription', label: '认购/申购费率', children: rate(fees.subscriptionRate) },
  { key: 'performance', label: '业绩报酬计提比例', children: rate(fees.performanceRate) },
  { key: 'hurdle', label: '业绩报酬计提基准（年）', children: rate(fees.hurdleRate) },
  { key: 'method', label: '业绩报酬计提方式', children: fees.performanceMethod, span: 3 },
]

/** 费率信息: the fund's fee rates, and its redemption fees by holding period. */
export function FundFeesTab({ fundCode }: { fundCode: string }) {
  return (
    <Loaded query={useFundFees(fundCode)} failure="费率信息加载失败">
      {(fees) => (
        <>
          <Descriptions bordered size="small" column={{ xs: 1, md: 3 }} items={ITEMS(fees)} />
          <Table<RedemptionFee>
            className="fund-detail__subtable"
            title={() => '赎回费率'}
            rowKey="holding"
            size="small"
            pagination={false}
            dataSource={fees.redemptionFees}
            columns={[
              { title: '持有期限', dataIndex: 'holding' },
              { title: '赎回费率', dataIndex: 'rate', align: 'right', render: rate },
            ]}
          />
        </>
      )}
    </Loaded>
  )
}
