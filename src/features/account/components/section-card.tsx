import { Button, Card, Skeleton } from 'antd'
import type { ReactNode } from 'react'

/** What a section's query is doing (TanStack Query's status). */
export interface SectionState {
  isPending: boolean
  isError: boolean
  refetch: () => unknown
}

interface Props {
  title: string
  state: SectionState
  /** What the failure says; `{title}加载失败` unless given. */
  failText?: string
  extra?: ReactNode
  className?: string
  children: ReactNode
}

/**
 * One section of 个人中心: a skeleton while it loads, a failure with 重新加载 (this section
 * only: the others carry on), or its content.
 */
export function SectionCard({ title, state, failText, extra, className, children }: Props) {
  let body = children
  if (state.isPending) {
    body = (
      <div role="status" aria-label={`正在加载${title}`}>
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      </div>
    )
  } else if (state.isError) {
    body = (
      <div className="center-section__failed" role="alert">
        <span>{failText ?? `${title}加载失败`}</span>
        <Button size="small" onClick={() => void state.refetch()}>
          重新加载
        </Button>
      </div>
    )
  }
  return (
    <Card
      className={['center-section', className].filter(Boolean).join(' ')}
      title={title}
      extra={extra}
    >
      {body}
    </Card>
  )
}
