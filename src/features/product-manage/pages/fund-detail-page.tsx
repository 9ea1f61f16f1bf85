import { ArrowLeftOutlined, TeamOutlined } from '@ant-design/icons'
import { Button, Card, Skeleton, Space, Tag } from 'antd'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { LoadFailed } from '@/components/load-failed'
import { isApiError } from '@/lib/http/api-error'
import { FundDetailTabs } from '../components/fund-detail-tabs'
import { FundNotFound } from '../components/fund-not-found'
import { FUND_STAGE_STYLES, fundContactPath } from '../components/fund-stage'
import { useBackToFundList } from '../hooks/use-back-to-fund-list'
import { useFundDetail } from '../hooks/use-fund-queries'
import { useViewTitle } from '../hooks/use-view-title'
import '../components/fund-query.css'

/**
 * 产品详情 (/funds-query-detail?fundCode=…): a tab per fund, titled with its code and name
 * (also when the address gives only the code). An unknown or another organisation's code
 * shows 未找到该产品.
 */
export default function FundDetailPage() {
  const [params] = useSearchParams()
  const fundCode = params.get('fundCode')?.trim() ?? ''
  const detail = useFundDetail(fundCode)
  const back = useBackToFundList()
  const navigate = useNavigate()
  const fund = detail.data
  useViewTitle(fund && `${fund.fundCode} ${fund.fundName}`)

  if (!fundCode) return <FundNotFound fundCode="" />
  if (!fund) {
    if (detail.isError && isApiError(detail.error) && detail.error.kind === 'business') {
      return <FundNotFound fundCode={fundCode} />
    }
    if (detail.isError) {
      return (
        <Card>
          <LoadFailed title="产品详情加载失败" onRetry={() => void detail.refetch()} />
        </Card>
      )
    }
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    )
  }
  const stage = FUND_STAGE_STYLES[fund.stage]
  return (
    <Card
      className="fund-detail"
      title={
        <Space wrap>
          <span className="fund-detail__code">{fund.fundCode}</span>
          <span>{fund.fundName}</span>
          <Tag color={stage.color}>{stage.text}</Tag>
        </Space>
      }
      extra={
        <Space>
          <Button
            icon={<TeamOutlined />}
            onClick={() => void navigate(fundContactPath(fund.fundCode))}
          >
            联系人维护
          </Button>
          <Button icon={<ArrowLeftOutlined />} onClick={back}>
            返回产品查询
          </Button>
        </Space>
      }
    >
      <FundDetailTabs fund={fund} />
    </Card>
  )
}
