import { CheckOutlined, CopyOutlined, SyncOutlined } from '@ant-design/icons'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Button, Popconfirm, Tooltip, Typography } from 'antd'
import { useState } from 'react'
import { HOTLINE } from '@contract/limits'
import { formatBeijing } from '@contract/beijing-time'
import { notify } from '@/lib/notify'
import { useSessionUser } from '@/stores/session-store'
import { refreshCustomerServiceCode, serviceCodeQuery } from '@/api/user/customer-service-code'
import { userKeys } from '@/api/user/keys'
import { SectionCard } from './section-card'

/**
 * 客服识别码: the code the hotline and online service ask for to know who is calling, when it
 * expires, 刷新识别码 (after a confirmation: the old one stops working) and 复制.
 */
export function ServiceCodeSection() {
  const userId = useSessionUser()?.userId as string
  const queryClient = useQueryClient()
  const query = useQuery(serviceCodeQuery(userId))
  const refresh = useMutation({
    mutationFn: () => refreshCustomerServiceCode(userId),
    onSuccess: (next) => {
      queryClient.setQueryData(userKeys.serviceCode(userId), next)
      notify.success('识别码已刷新，原识别码已失效')
    },
  })
  const code = query.data?.code
  const refreshButton = (
    <Popconfirm
      title="刷新客服识别码？"
      description="刷新后原识别码立即失效。"
      okText="刷 新"
      cancelText="取 消"
      onConfirm={() => refresh.mutateAsync().catch(() => undefined)}
    >
      <Button icon={<SyncOutlined />} loading={refresh.isPending}>
        刷新识别码
      </Button>
    </Popconfirm>
  )
  return (
    <SectionCard title="客服识别码" state={query} extra={refreshButton}>
      {code && (
        <div className="center-code">
          <div className="center-code__value">
            <span aria-label="客服识别码" className="center-code__digits">
              {code}
            </span>
            <CopyButton text={code} />
          </div>
          <Typography.Paragraph type="secondary" className="center-code__help">
            {`致电客服热线 ${HOTLINE} 或使用在线客服时，请报出此识别码，客服人员可据此确认您的身份，无需再核对其他信息。`}
          </Typography.Paragraph>
          <Typography.Text type="secondary">
            有效期至 {formatBeijing(query.data?.expireTime ?? '', 'YYYY-MM-DD HH:mm')}
            ，过期后将自动生成新的识别码。
          </Typography.Text>
        </div>
      )}
    </SectionCard>
  )
}

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState<string>()
  const copy = () =>
    void navigator.clipboard
      ?.writeText(text)
      .then(() => setCopied(text))
      .catch(() => notify.warning('复制失败，请手动记下识别码'))
  const done = copied === text
  return (
    <Tooltip title={done ? '已复制' : '复制识别码'}>
      <Button
        type="text"
        aria-label={done ? '已复制' : '复制识别码'}
        icon={done ? <CheckOutlined /> : <CopyOutlined />}
        onClick={copy}
      />
    </Tooltip>
  )
}
