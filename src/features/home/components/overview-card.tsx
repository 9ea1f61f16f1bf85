import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Link } from 'react-router-dom'
import { HomeCard } from '@/components/home-card'
import { pageMenus } from '@/lib/menu-tree'
import { useMenuTree } from '@/stores/session-menus'
import { useSessionUser } from '@/stores/session-store'
import { IF_AUTH_PERMITTED } from '@contract/api'
import { FUND_STAGE_NAMES, FUND_STAGES, type FundStage } from '@contract/api/home'
import { fundCountQuery } from '@/api/fund/fund-overview'

const FUND_QUERY = 'product-manage/fund-query'

const COLORS: Record<FundStage, string> = {
  raising: 'var(--ant-color-warning)',
  operating: 'var(--ant-color-success)',
  liquidating: 'var(--ant-color-info)',
  liquidated: 'var(--ant-color-text-quaternary)',
}

/** 产品概览: how many funds the organisation has, and how many in each stage. */
export default function OverviewCard() {
  const userId = useSessionUser()?.userId
  const orgId = useSessionUser()?.orgId
  const tree = useMenuTree()
  const query = useQuery({ ...fundCountQuery(userId ?? '', orgId), enabled: Boolean(userId) })
  // 产品查询 is linked only for a user who may open it.
  const fundQuery = useMemo(
    () =>
      pageMenus(tree).find((m) => m.menuUrl === FUND_QUERY && m.ifAuth === IF_AUTH_PERMITTED)?.path,
    [tree],
  )
  const data = query.data
  const max = Math.max(1, ...FUND_STAGES.map((s) => data?.byStage[s] ?? 0))

  return (
    <HomeCard
      title="产品概览"
      morePath={fundQuery}
      state={query}
      emptyText={data?.total === 0 && '暂无产品'}
    >
      <div className="home-overview">
        <p className="home-overview__total">
          <span>产品总数</span>
          <strong>
            {data?.total ?? 0}
            <small> 只</small>
          </strong>
        </p>
        <ul className="home-overview__stages" aria-label="各阶段产品数">
          {FUND_STAGES.map((stage) => {
            const count = data?.byStage[stage] ?? 0
            const name = FUND_STAGE_NAMES[stage]
            const label = <span className="home-overview__name">{name}</span>
            return (
              <li key={stage} aria-label={`${name} ${count} 只`}>
                {fundQuery ? <Link to={`${fundQuery}?stage=${stage}`}>{label}</Link> : label}
                <span className="home-overview__track" aria-hidden>
                  <span
                    className="home-overview__bar"
                    style={{ width: `${(count / max) * 100}%`, background: COLORS[stage] }}
                  />
                </span>
                <span className="home-overview__count">{count}</span>
              </li>
            )
          })}
        </ul>
      </div>
    </HomeCard>
  )
}
