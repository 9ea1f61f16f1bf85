import { BankOutlined, DownOutlined, LoadingOutlined } from '@ant-design/icons'
import { Dropdown, type MenuProps } from 'antd'
import { LIMITS } from '@contract/limits'
import { useNarrowHeader } from '../hooks/use-narrow-header'
import { useOrgSwitch } from '../hooks/use-org-switch'
import './account.css'

/**
 * The current organisation in the header; for staff of several, a dropdown to switch
 * (portal-spec §2, §4, §6). Below 1500 px wide the header has no room: the user menu holds it.
 */
export function OrgSwitch() {
  const narrow = useNarrowHeader()
  const { user, orgs, switching, switchTo } = useOrgSwitch()
  if (!user || narrow) return null

  const name = (
    <span className="org-switch__name" title={user.orgName}>
      {user.orgName}
    </span>
  )
  if (orgs.length <= 1) {
    return (
      <span className="org-switch org-switch--single">
        <BankOutlined aria-hidden />
        {name}
      </span>
    )
  }

  const scrolls = orgs.length > LIMITS.orgListScrollOver
  const menu: MenuProps = {
    items: orgs.map((org) => ({ key: org.ORG_ID, label: org.ORG_NAME, title: org.ORG_NAME })),
    selectable: true,
    selectedKeys: [user.orgId],
    className: scrolls ? 'org-switch__list org-switch__list--scroll' : 'org-switch__list',
    'aria-label': '管理人机构',
    onClick: ({ key }) => void switchTo(key),
  }
  return (
    <Dropdown menu={menu} trigger={['click']} disabled={switching}>
      <button
        type="button"
        className="org-switch"
        aria-label={`切换机构（当前：${user.orgName}）`}
        aria-busy={switching}
      >
        {switching ? <LoadingOutlined aria-hidden /> : <BankOutlined aria-hidden />}
        {name}
        <DownOutlined className="org-switch__down" aria-hidden />
      </button>
    </Dropdown>
  )
}
