import { Button, Card, Empty, Skeleton } from 'antd'
import type { ComponentType, ReactNode } from 'react'
import { Link } from 'react-router-dom'
import './home-card.css'

/**
 * One module of the home page (/home-page). Each feature supplies the cards of its own data;
 * `src/app` lists them and the home feature lays them out, in the order and with the
 * visibility each user chose. A card fetches for itself, so it loads and fails alone.
 */
export interface HomeModule {
  /** Stored in the user's homepage settings: never change a key once shipped. */
  key: string
  title: string
  /** Two columns wide on a wide screen (the calendar), else one. */
  wide?: boolean
  /** Lazily loaded cards can load ahead of their first render (preloadable). */
  Card: ComponentType & { preload?: () => Promise<unknown> }
}

/** What a card's query is doing (TanStack Query's status, or a hand-made one). */
export interface CardState {
  isPending: boolean
  isError: boolean
  refetch: () => unknown
}

interface Props {
  title: string
  /** 更多 goes here (the module's full page). */
  morePath?: string
  /** Beside 更多: a filter, a count. */
  extra?: ReactNode
  state: CardState
  /** Loaded, but nothing to show: the empty state with this text. */
  emptyText?: string | false
  children: ReactNode
}

/**
 * A home module's card: title, 更多, then a skeleton while loading, a failure with 重新加载
 * (this card only: the rest of the page carries on), an empty state, or the content.
 */
export function HomeCard({ title, morePath, extra, state, emptyText, children }: Props) {
  const actions = (
    <span className="home-card__extra">
      {extra}
      {morePath && <Link to={morePath}>更多</Link>}
    </span>
  )
  return (
    <Card className="home-card" title={title} extra={actions} size="small">
      <HomeCardBody title={title} state={state} emptyText={emptyText}>
        {children}
      </HomeCardBody>
    </Card>
  )
}

function HomeCardBody({ title, state, emptyText, children }: Omit<Props, 'morePath' | 'extra'>) {
  if (state.isPending) {
    return (
      <div role="status" aria-label={`正在加载${title}`}>
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      </div>
    )
  }
  if (state.isError) {
    return (
      <div className="home-card__failed" role="alert">
        <span>{title}加载失败</span>
        <Button size="small" onClick={() => void state.refetch()}>
          重新加载
        </Button>
      </div>
    )
  }
  if (emptyText) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
  }
  return children
}
