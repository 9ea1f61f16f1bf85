import { ReloadOutlined } from '@ant-design/icons'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Button, Table, Tag, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { formatDateTime } from '@/lib/format'
import { useSessionUser } from '@/stores/session-store'
import type { LoginMethod, LoginRecord } from '@contract/api/account'
import { LOGIN_RECORDS_PAGE_SIZE, loginRecordsQuery } from '@/api/user/query-login-records'
import { SectionCard } from './section-card'

export const LOGIN_METHODS: Record<LoginMethod, string> = {
  password: '账号密码',
  wechat: '微信扫码',
  sso: '单点登录',
  switch: '切换机构',
}

const columns: TableColumnsType<LoginRecord> = [
  {
    title: '登录时间',
    dataIndex: 'loginTime',
    width: 180,
    render: (time: string) => formatDateTime(time),
  },
  {
    title: '登录方式',
    dataIndex: 'method',
    width: 110,
    render: (method: LoginMethod) => LOGIN_METHODS[method] ?? method,
  },
  { title: '登录机构', dataIndex: 'orgName', width: 240, ellipsis: true },
  { title: 'IP 地址', dataIndex: 'ip', width: 140 },
  { title: '登录地区', dataIndex: 'region', width: 130 },
  {
    title: '结果',
    dataIndex: 'success',
    width: 170,
    render: (success: boolean, record) =>
      success ? (
        <Tag color="success">成功</Tag>
      ) : (
        <Tag color="error">失败{record.failReason ? `（${record.failReason}）` : ''}</Tag>
      ),
  },
]

/** 最近登录: the user's logins and refused attempts, newest first, ten a page. */
export function LoginRecordsSection() {
  const userId = useSessionUser()?.userId
  const [pageNo, setPageNo] = useState(1)
  const query = useQuery({
    ...loginRecordsQuery(userId, pageNo),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  })
  const refresh = (
    <Button
      type="text"
      icon={<ReloadOutlined />}
      aria-label="刷新最近登录"
      onClick={() => void query.refetch()}
    />
  )
  return (
    <SectionCard title="最近登录" className="center-section--wide" state={query} extra={refresh}>
      <Table<LoginRecord>
        rowKey="id"
        size="middle"
        aria-label="最近登录"
        columns={columns}
        dataSource={query.data?.list}
        loading={query.isFetching}
        scroll={{ x: 960 }}
        pagination={{
          current: pageNo,
          pageSize: LOGIN_RECORDS_PAGE_SIZE,
          total: query.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `共 ${total} 条`,
          onChange: setPageNo,
          hideOnSinglePage: true,
        }}
      />
    </SectionCard>
  )
}
