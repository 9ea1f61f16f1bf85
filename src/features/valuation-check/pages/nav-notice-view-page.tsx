import { ArrowLeftOutlined } from '@ant-design/icons'
import { useQuery } from '@tanstack/react-query'
import { Alert, Button, Card, Popconfirm, Skeleton, Space } from 'antd'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { LoadFailed } from '@/components/load-failed'
import { isApiError } from '@/lib/http/api-error'
import { formatDateTime } from '@/lib/format'
import { navNoticeQuery } from '@/api/valuation/net-values'
import { NavNoticeDocument } from '../components/nav-notice-document'
import { ValuationNotFound } from '../components/valuation-not-found'
import { useNetValueActions } from '../hooks/use-net-value-actions'
import { useValuationViewTitle } from '../hooks/use-valuation-view-title'
import '../components/valuation.css'

const BACK = { to: '/valuation-check/net-value', text: '返回净值' }

/**
 * 净值公告预览 (/net-asset-value-view?fundCode&date): a tab per fund and day with the
 * announcement; on a 净值披露日 awaiting the manager, 确认发布 (T00063).
 */
export default function NavNoticeViewPage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const fundCode = params.get('fundCode')?.trim() ?? ''
  const date = params.get('date')?.trim() ?? ''
  const query = useQuery({ ...navNoticeQuery(fundCode, date), enabled: Boolean(fundCode && date) })
  const { publish } = useNetValueActions()
  const notice = query.data
  useValuationViewTitle(notice && `净值公告 ${notice.fundCode} ${notice.date}`)

  if (!fundCode || !date) {
    return (
      <ValuationNotFound
        title="未找到净值公告"
        reason="链接中缺少产品代码或净值日期，请从净值列表进入。"
        back={BACK}
      />
    )
  }
  if (!notice) {
    if (query.isError && isApiError(query.error) && query.error.kind === 'business') {
      return <ValuationNotFound title="未找到净值公告" reason={query.error.message} back={BACK} />
    }
    if (query.isError) {
      return (
        <Card>
          <LoadFailed title="净值公告加载失败" onRetry={() => void query.refetch()} />
        </Card>
      )
    }
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    )
  }
  const status =
    notice.status === 'pending' ? (
      <Alert type="warning" showIcon title="该公告待管理人确认后向投资者发布" />
    ) : notice.status === 'none' ? (
      <Alert type="info" showIcon title="该日不是净值披露日，公告仅供预览" />
    ) : (
      <Alert
        type="success"
        showIcon
        title={
          notice.confirmedAt ? `已于 ${formatDateTime(notice.confirmedAt)} 确认发布` : '已发布'
        }
      />
    )
  return (
    <Card
      title="净值公告预览"
      extra={
        <Space wrap>
          {notice.status === 'pending' && (
            <Popconfirm
              title="确认公告内容无误并发布？"
              okText="确认发布"
              onConfirm={() => publish.mutateAsync(notice)}
            >
              <Button type="primary">确认发布</Button>
            </Popconfirm>
          )}
          <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(BACK.to)}>
            {BACK.text}
          </Button>
        </Space>
      }
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        {status}
        <NavNoticeDocument notice={notice} />
      </Space>
    </Card>
  )
}
