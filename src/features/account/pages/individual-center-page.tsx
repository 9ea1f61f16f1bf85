import { LockOutlined, UserOutlined } from '@ant-design/icons'
import { useQuery } from '@tanstack/react-query'
import { Avatar, Button, Card, Descriptions, Result, Skeleton, Tag, Typography } from 'antd'
import { useState } from 'react'
import { dayjs } from '@/lib/dayjs'
import { useSessionStore } from '@/stores/session-store'
import { getUserInfo, type UserInfo } from '../api/get-user-info'
import { LazyPasswordDialog } from '../components/lazy-password-dialog'

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
      children: info.loginTime ? dayjs(info.loginTime).format('YYYY-MM-DD HH:mm:ss') : EMPTY,
    },
  ]
}

/** 个人中心 (portal-spec §2): who is logged in, for which organisation, and 修改密码. */
export default function IndividualCenterPage() {
  const token = useSessionStore((s) => s.token)
  const [passwordOpen, setPasswordOpen] = useState(false)
  const query = useQuery({ queryKey: ['user-info', token], queryFn: getUserInfo })

  if (query.isError) {
    return (
      <Result
        status="error"
        title="加载失败"
        subTitle="暂时无法获取您的个人信息，请稍后重试。"
        extra={
          <Button type="primary" onClick={() => void query.refetch()}>
            重新加载
          </Button>
        }
      />
    )
  }

  const info = query.data
  return (
    <Card
      title="个人中心"
      extra={
        <Button icon={<LockOutlined />} onClick={() => setPasswordOpen(true)}>
          修改密码
        </Button>
      }
    >
      {info ? (
        <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
          <Avatar size={64} icon={<UserOutlined />} src={info.avatar} style={{ flex: 'none' }} />
          <div style={{ flex: 1, minWidth: 0 }}>
            <Typography.Title level={4} style={{ marginTop: 0 }}>
              {info.realName || info.userName}
            </Typography.Title>
            <Descriptions column={{ xs: 1, md: 2, xl: 3 }} items={details(info)} />
          </div>
        </div>
      ) : (
        <div role="status" aria-label="正在加载个人信息">
          <Skeleton avatar active paragraph={{ rows: 4 }} />
        </div>
      )}
      <LazyPasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </Card>
  )
}
