import { EditOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { Link, useNavigate } from 'react-router-dom'
import { HomeCard } from '@/components/home-card'
import { useMyDemands } from '../hooks/use-my-demands'
import { DemandStatusTag } from './demand-status-tag'
import './demand.css'

const PAGE = '/demand-suggestions'
const LATEST = 5

/** The home page's 需求建议: the user's latest suggestions with their status, and 提建议. */
export default function DemandHomeCard() {
  const navigate = useNavigate()
  const query = useMyDemands('', 1, LATEST)
  const demands = query.data?.list ?? []
  const suggest = (
    <Button
      size="small"
      type="link"
      icon={<EditOutlined aria-hidden />}
      onClick={() => void navigate(PAGE)}
    >
      提建议
    </Button>
  )
  return (
    <HomeCard
      title="需求建议"
      morePath={PAGE}
      extra={suggest}
      state={query}
      emptyText={demands.length === 0 && '您还没有提交过需求建议，欢迎提出您的建议'}
    >
      <ul className="demand-home__list" aria-label="最新需求建议">
        {demands.map((demand) => (
          <li key={demand.demandId} className="demand-home__item">
            <DemandStatusTag status={demand.status} />
            <Link to={PAGE} className="demand-home__text" title={demand.content}>
              {demand.content}
            </Link>
            <span className="demand-home__date">{demand.submittedAt.slice(0, 10)}</span>
          </li>
        ))}
      </ul>
    </HomeCard>
  )
}
