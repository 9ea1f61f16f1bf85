import { Alert, Button, Skeleton, Tag } from 'antd'
import { useQuery } from '@tanstack/react-query'
import type { SendKind } from '@contract/api/valuation'
import { recipientsQuery } from '@/api/valuation/valuation-sends'

/** Who a send goes to: the fund's contacts for that notice and the organisation's mailbox. */
export function ValuationRecipients({ kind, fundCode }: { kind: SendKind; fundCode?: string }) {
  const query = useQuery({ ...recipientsQuery(kind, fundCode ?? ''), enabled: Boolean(fundCode) })
  if (!fundCode) return <span className="valuation-muted">请先选择产品</span>
  if (query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="收件人加载失败"
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            重新加载
          </Button>
        }
      />
    )
  }
  if (!query.data) return <Skeleton active title={false} paragraph={{ rows: 1 }} />
  return (
    <div className="valuation-recipients" aria-label="收件人">
      {query.data.recipients.map((email) => (
        <Tag key={email}>{email}</Tag>
      ))}
    </div>
  )
}
