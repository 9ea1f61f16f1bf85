import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons'
import { Avatar, Dropdown, type MenuProps } from 'antd'
import { useNavigate } from 'react-router-dom'
import { env } from '@/config/env'
import { LOGIN_PATH } from '@/config/paths'
import { useMenusStore } from '@/stores/menus-store'
import { useSessionStore } from '@/stores/session-store'

/** The user's name and organisation, with 个人中心 and 退出登录. */
export function UserMenu() {
  const user = useSessionStore((s) => s.user)
  const loggedOut = useSessionStore((s) => s.loggedOut)
  const menusCleared = useMenusStore((s) => s.menusCleared)
  const navigate = useNavigate()
  if (!user) return null

  const items: MenuProps['items'] = [
    { key: 'org', label: user.orgName, disabled: true },
    { type: 'divider' },
    { key: 'individual', icon: <UserOutlined />, label: '个人中心' },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
    { type: 'divider' },
    { key: 'version', label: `版本 v${env.appVersion}`, disabled: true },
  ]
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'individual') navigate('/individual-center')
    if (key === 'logout') {
      loggedOut()
      menusCleared()
      navigate(LOGIN_PATH, { replace: true })
    }
  }

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click', 'hover']}>
      <button type="button" className="user-menu" aria-label="用户菜单">
        <Avatar size="small" icon={<UserOutlined />} src={user.avatar} />
        <span className="user-menu__name">{user.realName || user.userName}</span>
        <span className="user-menu__org">{user.orgName}</span>
        <DownOutlined />
      </button>
    </Dropdown>
  )
}
