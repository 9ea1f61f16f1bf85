import { Alert, Descriptions, Tag } from 'antd'
import { HOTLINE } from '@contract/limits'
import type { CollectAccount } from '@contract/api/public-site'
import type { QueryOutcome } from './account-query-form'

const CLOSED = '已销户'

function FundCard({ fund }: { fund: CollectAccount }) {
  const closed = fund.accountStatus === CLOSED
  return (
    <div>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        title={fund.fundName}
        items={[
          { key: 'code', label: '产品代码', children: fund.fundCode },
          { key: 'manager', label: '基金管理人', children: fund.managerName },
          { key: 'open', label: '开户日期', children: fund.openDate },
          {
            key: 'status',
            label: '账户状态',
            children: <Tag color={closed ? 'default' : 'success'}>{fund.accountStatus}</Tag>,
          },
        ]}
      />
      {closed && (
        <Alert
          style={{ marginTop: 8 }}
          type="warning"
          showIcon
          title="该产品的募集账户已销户，请勿向该账户转入认购、申购资金。"
        />
      )}
    </div>
  )
}

/** What the query found: the account, then each fund whose subscriptions it collects. */
export function AccountResults({ outcome }: { outcome: QueryOutcome }) {
  if (outcome.kind === 'failed')
    return <Alert type="error" showIcon title={outcome.message} role="alert" />
  if (outcome.kind === 'none')
    return (
      <Alert
        type="warning"
        showIcon
        role="alert"
        title={`未查询到募集账号 ${outcome.account} 的募集账户信息`}
        description={`请核对账号后重新查询。请勿向无法核实的账户转入资金，如有疑问请致电服务热线 ${HOTLINE}。`}
      />
    )
  const [first] = outcome.list
  return (
    <section className="query-results" aria-label="查询结果">
      <Alert
        type="success"
        showIcon
        title={`查询到 ${outcome.list.length} 个使用该募集账户的产品`}
      />
      {first && (
        <Descriptions
          bordered
          size="small"
          column={1}
          title="募集账户信息"
          items={[
            { key: 'name', label: '账户名称', children: first.accountName },
            { key: 'no', label: '募集账号', children: first.collectAccount },
            { key: 'bank', label: '开户银行', children: first.bankName },
          ]}
        />
      )}
      {outcome.list.map((fund) => (
        <FundCard key={fund.fundCode} fund={fund} />
      ))}
    </section>
  )
}
