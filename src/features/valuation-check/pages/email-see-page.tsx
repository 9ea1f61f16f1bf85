import { Button, Card, Descriptions, Empty, Skeleton, Space, Tag } from 'antd'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { LoadFailed } from '@/components/load-failed'
import {
  EMAIL_FREQUENCY_LABEL,
  EMAIL_REPORT_TYPE_LABEL,
  type EmailRecipientType,
} from '@contract/api/valuation-reports'
import { EMAIL_PATHS, emailEditPath } from '../components/email-paths'
import { useEmailType } from '../hooks/use-email-types'
import '../components/financial-report.css'

function TypeDetails({ type }: { type: EmailRecipientType }) {
  return (
    <Descriptions bordered column={2} size="middle" styles={{ label: { width: 140 } }}>
      <Descriptions.Item label="类型名称">{type.name}</Descriptions.Item>
      <Descriptions.Item label="状态">
        <Tag color={type.status === 'enabled' ? 'success' : 'default'}>
          {type.status === 'enabled' ? '启用' : '停用'}
        </Tag>
      </Descriptions.Item>
      <Descriptions.Item label="报送内容">
        {type.reportTypes.map((r) => (
          <Tag key={r}>{EMAIL_REPORT_TYPE_LABEL[r]}</Tag>
        ))}
      </Descriptions.Item>
      <Descriptions.Item label="发送频率">
        {EMAIL_FREQUENCY_LABEL[type.frequency]}
      </Descriptions.Item>
      <Descriptions.Item label={`收件人（${type.recipients.length}）`} span={2}>
        <div className="email-recipients" aria-label="收件人">
          {type.recipients.map((address) => (
            <Tag key={address}>{address}</Tag>
          ))}
        </div>
      </Descriptions.Item>
      <Descriptions.Item label="备注" span={2}>
        {type.remark || '—'}
      </Descriptions.Item>
      <Descriptions.Item label="最近修改" span={2}>
        {`${type.updatedBy} ${type.updatedAt}`}
      </Descriptions.Item>
    </Descriptions>
  )
}

/** 查看邮件配置 (…/see-email-manage-details?id=…): one recipient type, with 编辑. */
export default function EmailSeePage() {
  const [params] = useSearchParams()
  const typeId = params.get('id') ?? undefined
  const navigate = useNavigate()
  const type = useEmailType(typeId)
  let body
  if (!typeId) body = <Empty description="未指定收件人类型" />
  else if (type.isError)
    body = <LoadFailed title="收件人类型加载失败" onRetry={() => void type.refetch()} />
  else if (!type.data) body = <Skeleton active paragraph={{ rows: 6 }} />
  else body = <TypeDetails type={type.data} />
  return (
    <Card
      title={type.data ? `收件人类型：${type.data.name}` : '收件人类型'}
      extra={
        <Space>
          {type.data && (
            <Button type="primary" onClick={() => void navigate(emailEditPath(type.data.typeId))}>
              编辑
            </Button>
          )}
          <Button onClick={() => void navigate(EMAIL_PATHS.list)}>返回列表</Button>
        </Space>
      }
    >
      {body}
    </Card>
  )
}
