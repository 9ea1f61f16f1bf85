import { Card, Tabs } from 'antd'
import { useSearchParams } from 'react-router-dom'
import { AppliesTab } from './applies-tab'
import { StaffUsersTab } from './staff-users-tab'
import { TempPasswordDialog } from './temp-password-dialog'
import { useStaffActions } from './use-staff-actions'
import '../shared/general-manage.css'

const TABS = { users: '用户列表', applies: '注册申请' } as const
type Tab = keyof typeof TABS

/**
 * 用户管理: the organisation's staff users (add, edit and their roles, 重置密码, 停用 / 启用),
 * and the 注册申请 from /reg and /mgr-change to approve or return. One tab's list shows at a
 * time, its query in the address.
 */
export default function UserManagePage() {
  const [params, setParams] = useSearchParams()
  const tab: Tab = params.get('tab') === 'applies' ? 'applies' : 'users'
  const actions = useStaffActions()
  return (
    <Card>
      <Tabs
        activeKey={tab}
        destroyOnHidden
        onChange={(key) => setParams(key === 'applies' ? { tab: key } : {}, { replace: true })}
        items={(Object.keys(TABS) as Tab[]).map((key) => ({
          key,
          label: TABS[key],
          children:
            key === 'users' ? (
              <StaffUsersTab actions={actions} />
            ) : (
              <AppliesTab actions={actions} />
            ),
        }))}
      />
      <TempPasswordDialog password={actions.password} onClose={actions.closePassword} />
    </Card>
  )
}
