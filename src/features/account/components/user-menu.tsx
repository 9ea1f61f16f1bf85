import {
  BankOutlined,
  DownOutlined,
  LockOutlined,
  LogoutOutlined,
  UserOutlined,
} from '@ant-design/icons'
import { Avatar, Dropdown, type MenuProps } from 'antd'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { env } from '@/config/env'
import { useLogOut } from '../hooks/use-log-out'
import { useNarrowHeader } from '../hooks/use-narrow-header'
import { useOrgSwitch } from '../hooks/use-org-switch'
import { LazyPasswordDialog } from './lazy-password-dialog'

const ORG_KEY = 'org:'

/**
 * The user's name with 个人中心, 密码修改 and 退出登录 (portal-spec §2). The organisation is
 * named here too; below 1500 px wide, where the header's organisation switch is hidden, staff
 * of several organisations switch from here.
 */
export function UserMenu() {
  const narrow = useNarrowHeader()
  const { user, orgs, switching, switchTo } = useOrgSwitch()
  const logOut = useLogOut()
  const navigate = useNavigate()
  const [passwordOpen, setPasswordOpen] = useState(false)
  if (!user) return null

  const switchable = narrow && orgs.length > 1
  const orgItem: NonNullable<MenuProps['items']>[number] = switchable
    ? {
        key: 'org',
        icon: <BankOutlined />,
        label: user.orgName,
        disabled: switching,
        children: orgs.map((org) => ({
          key: `${ORG_KEY}${org.ORG_ID}`,
          label: org.ORG_NAME,
          disabled: org.ORG_ID === user.orgId,
        })),
      }
    : { key: 'org', icon: <BankOutlined />, label: user.orgName, disabled: true }
  const items: MenuProps['items'] = [
    orgItem,
    { type: 'divider' },
    { key: 'individual', icon: <UserOutlined />, label: '个人中心' },
    { key: 'password', icon: <LockOutlined />, label: '密码修改' },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
    { type: 'divider' },
    { key: 'version', label: `版本 v${env.appVersion}`, disabled: true },
  ]
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key.startsWith(ORG_KEY)) void switchTo(key.slice(ORG_KEY.length))
    if (key === 'individual') navigate('/individual')
    if (key === 'password') setPasswordOpen(true)
    if (key === 'logout') logOut()
  }

  const shownName = user.realName || user.userName
  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click', 'hover']}>
        {/* The name shown is part of the button's name, so voice control finds it by it. */}
        <button type="button" className="user-menu" aria-label={`${shownName} 用户菜单`}>
          <Avatar size="small" icon={<UserOutlined />} src={user.avatar} />
          <span className="user-menu__name">{shownName}</span>
          <DownOutlined />
        </button>
      </Dropdown>
      <LazyPasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </>
  )
}
