import { Badge, Card, Tabs } from 'antd'
import { useSearchParams } from 'react-router-dom'
import { useTodoCounts } from '@/lib/todo/todo-counts'
import { AuditTab } from './components/audit-tab'
import { UsersTab } from './components/users-tab'
import './components/investor-users.css'

const TABS = ['users', 'account-audits', 'reset-audits'] as const
type Tab = (typeof TABS)[number]

const tabOf = (value: string | null): Tab =>
  TABS.includes(value as Tab) ? (value as Tab) : 'users'

/**
 * 投资者用户管理 (menu 100202): the organisation's investor users, and the account and
 * password-reset audits that wait on the manager. Each tab keeps its own query in the address
 * (?tab=…); a tab's count is its share of the menu's badge.
 */
export function InvestorUserManagePage() {
  const [params, setParams] = useSearchParams()
  const tab = tabOf(params.get('tab'))
  const counts = useTodoCounts()
  const opening = counts.investorAccountAuditNum ?? 0
  const resetting = counts.investorPasswordResetNum ?? 0
  const label = (text: string, count: number) => (
    <span>
      {text}
      {count > 0 && <Badge count={count} size="small" title={`${count} 条待审核`} />}
    </span>
  )
  const items = [
    { key: 'users', label: '投资者用户', children: tab === 'users' && <UsersTab /> },
    {
      key: 'account-audits',
      label: label('开户审核', opening),
      children: tab === 'account-audits' && <AuditTab kind="account" />,
    },
    {
      key: 'reset-audits',
      label: label('密码重置审核', resetting),
      children: tab === 'reset-audits' && <AuditTab kind="reset" />,
    },
  ]
  return (
    <Card>
      <Tabs
        className="investor-tabs"
        activeKey={tab}
        items={items}
        onChange={(key) => setParams(key === 'users' ? {} : { tab: key }, { replace: true })}
      />
    </Card>
  )
}
