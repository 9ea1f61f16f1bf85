import type { QueryKey, UseQueryOptions } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { DetailDrawer } from '@/components/detail-drawer/detail-drawer'
import { useApplicationDetail } from '../hooks/use-application-action'

interface Props<D, K extends QueryKey> {
  /** The record's id while open, and its endpoint's query options (src/api), given the id. */
  id: string | undefined
  record: (id: string) => UseQueryOptions<D, Error, D, K>
  /** The drawer's title: 清算申请, then 清算申请 · fund once loaded. */
  title: string
  onClose: () => void
  footer: (record: D) => ReactNode
  children: (record: D) => ReactNode
}

/** One application beside its list: loading, failed (重新加载), then its sections and actions. */
export function ApplicationDrawer<D extends { fundName: string }, K extends QueryKey = QueryKey>(
  props: Props<D, K>,
) {
  const { id, record, title, ...render } = props
  const { data, isPending, isError, refetch } = useApplicationDetail(record, id)
  return (
    <DetailDrawer
      open={Boolean(id)}
      title={data ? `${title} · ${data.fundName}` : title}
      onClose={render.onClose}
      loading={isPending}
      failed={isError}
      onRetry={() => void refetch()}
      footer={data && render.footer(data)}
    >
      {data && render.children(data)}
    </DetailDrawer>
  )
}
