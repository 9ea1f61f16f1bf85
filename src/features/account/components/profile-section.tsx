import { LockOutlined, UserOutlined } from '@ant-design/icons'
import { useQuery } from '@tanstack/react-query'
import { Avatar, Button, Descriptions, Tag, Typography } from 'antd'
import { formatDateTime } from '@/lib/format'
import { userInfoQuery } from '@/api/user/get-user-info'
import { useSessionStore } from '@/stores/session-store'
import type { UserInfo } from '@contract/api'
import { SectionCard } from './section-card'

const EMPTY = '—'

function details(info: UserInfo) {
  const roles = info.roles?.length ? info.roles.map((r) => <Tag key={r}>{r}</Tag>) : EMPTY
  return [
    { key: 'realName', label: '姓名', children: info.realName || EMPTY },
    { key: 'userName', label: '用户名', children: info.userName },
    { key: 'orgName', label: '所属机构', children: info.orgName },
    { key: 'roles', label: '角色', children: roles },
    { key: 'mobile', label: '手机号码', children: info.mobile || EMPTY },
    {
      key: 'loginTime',
      label: '本次登录时间',
      children: info.loginTime ? formatDateTime(info.loginTime) : EMPTY,
    },
  ]
}

/** 基本信息: who is logged in, for which organisation (the mobile number masked), 修改密码. */
export function ProfileSection({ onChangePassword }: { onChangePassword: () => void }) {
  const token = useSessionStore((s) => s.token)
  const query = useQuery(userInfoQuery(token))
  const info = query.data
  return (
    <SectionCard
      title="基本信息"
      className="center-section--wide"
      state={query}
      failText="暂时无法获取您的个人信息，请稍后重试。"
      extra={
        <Button icon={<LockOutlined />} onClick={onChangePassword}>
          修改密码
        </Button>
      }
    >
      {info && (
        <div className="center-profile">
          <Avatar size={64} icon={<UserOutlined />} src={info.avatar} className="center-avatar" />
          <div className="center-profile__details">
            <Typography.Title level={4} className="center-profile__name">
              {info.realName || info.userName}
            </Typography.Title>
            <Descriptions column={{ xs: 1, md: 2, xl: 3 }} items={details(info)} />
          </div>
        </div>
      )}
    </SectionCard>
  )
}
