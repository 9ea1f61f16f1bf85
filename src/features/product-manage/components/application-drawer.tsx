import type { ReactNode } from 'react'
import { DetailDrawer } from '@/components/detail-drawer/detail-drawer'
import { useApplicationDetail } from '../hooks/use-application-action'

interface Props<D> {
  /** The list it belongs to (its cache), the record's id while open, and how to get it. */
  list: string
  id: string | undefined
  get: (id: string) => Promise<D>
  /** The drawer's title: 清算申请, then 清算申请 · fund once loaded. */
  title: string
  onClose: () => void
  footer: (record: D) => ReactNode
  children: (record: D) => ReactNode
}

/** One application beside its list: loading, failed (重新加载), then its sections and actions. */
export function ApplicationDrawer<D extends { fundName: string }>(props: Props<D>) {
  const { list, id, get, title, ...render } = props
  const { data, isPending, isError, refetch } = useApplicationDetail(list, id, get)
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
