import { Skeleton } from 'antd'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { LoadFailed } from '@/components/load-failed'

interface Props<T> {
  query: UseQueryResult<T>
  /** What failed to load: 账户信息加载失败… */
  failure: string
  children: (data: T) => ReactNode
}

/** A tab's content once its call answers: a skeleton meanwhile, a retry when it failed. */
export function Loaded<T>({ query, failure, children }: Props<T>) {
  if (query.data !== undefined) return <>{children(query.data)}</>
  if (query.isError) {
    return <LoadFailed title={failure} onRetry={() => void query.refetch()} />
  }
  return <Skeleton active />
}
