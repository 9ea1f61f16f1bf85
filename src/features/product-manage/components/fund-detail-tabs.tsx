import { Tabs } from 'antd'
import type { FundDetail } from '@contract/api/fund-query'
import { FundAccountsTab } from './fund-accounts-tab'
import { FundBasicTab } from './fund-basic-tab'
import { FundContractsTab } from './fund-contracts-tab'
import { FundFeesTab } from './fund-fees-tab'
import { FundNavTab } from './fund-nav-tab'

/**
 * The fund's five tabs. Each loads when first opened (净值走势 brings the chart library then)
 * and stays as it was left; which tab is open is not in the address, so it never makes a
 * second tab of the same fund.
 */
export function FundDetailTabs({ fund }: { fund: FundDetail }) {
  const { fundCode } = fund
  return (
    <Tabs
      defaultActiveKey="basic"
      items={[
        { key: 'basic', label: '基本要素', children: <FundBasicTab fund={fund} /> },
        { key: 'accounts', label: '账户信息', children: <FundAccountsTab fundCode={fundCode} /> },
        { key: 'fees', label: '费率信息', children: <FundFeesTab fundCode={fundCode} /> },
        {
          key: 'nav',
          label: '净值走势',
          children: <FundNavTab fund={fund} />,
        },
        { key: 'contracts', label: '相关合同', children: <FundContractsTab fundCode={fundCode} /> },
      ]}
    />
  )
}
