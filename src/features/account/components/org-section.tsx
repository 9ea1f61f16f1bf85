import { BankOutlined } from '@ant-design/icons'
import { Button, Popconfirm, Tag } from 'antd'
import { useOrgSwitch } from '../hooks/use-org-switch'
import { SectionCard } from './section-card'

/**
 * 所属机构: every organisation the user is staff of, the current one marked 当前, and 切换 to
 * another (the header's switch: the portal logs in again for it and reloads, portal-spec §4).
 */
export function OrgSection() {
  const { user, orgs, state, switching, switchTo } = useOrgSwitch()
  return (
    <SectionCard title="所属机构" state={state}>
      <ul className="center-orgs" aria-label="所属机构">
        {orgs.length === 0 && <li className="center-orgs__empty">暂无所属机构</li>}
        {orgs.map((org) => {
          const current = org.ORG_ID === user?.orgId
          return (
            <li key={org.ORG_ID} className="center-orgs__item" aria-current={current || undefined}>
              <BankOutlined className="center-orgs__icon" aria-hidden />
              <div className="center-orgs__text">
                <div className="center-orgs__name">{org.ORG_NAME}</div>
                <div className="center-orgs__code">机构代码：{org.ORG_ID}</div>
              </div>
              {current ? (
                <Tag color="red">当前</Tag>
              ) : (
                <Popconfirm
                  title={`切换到“${org.ORG_NAME}”？`}
                  description="切换后将以该机构重新登录，已打开的页面会关闭。"
                  okText="切 换"
                  cancelText="取 消"
                  onConfirm={() => switchTo(org.ORG_ID)}
                >
                  <Button
                    size="small"
                    loading={switching}
                    autoInsertSpace={false}
                    aria-label={`切换到${org.ORG_NAME}`}
                  >
                    切换
                  </Button>
                </Popconfirm>
              )}
            </li>
          )
        })}
      </ul>
    </SectionCard>
  )
}
