import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { DetailDrawer } from './detail-drawer'
import { ReviewDialogs, ReviewFooter, type ReviewAction, type ReviewSpec } from './review-actions'

interface Props<R, K extends QueryKey> {
  /** The record's id: the drawer is open, and the record loaded, while there is one. */
  id: string | undefined
  /** The record endpoint's query options (src/api), given the id. */
  record: (id: string) => UseQueryOptions<R, Error, R, K>
  title: ReactNode | ((record: R | undefined) => ReactNode)
  onClose: () => void
  /** 通过 / 退回 at the foot while the record waits for them. */
  review?: ReviewSpec<R>
  children: (record: R) => ReactNode
}

/** A row's record beside its list (DetailDrawer), loaded by its id, with its review if any. */
export function RecordDrawer<R, K extends QueryKey = QueryKey>(props: Props<R, K>) {
  const { id, record: recordQuery, title, onClose, review, children } = props
  const detail = useQuery({ ...recordQuery(id ?? ''), enabled: Boolean(id) })
  const [asking, setAsking] = useState<ReviewAction>()
  const record = detail.data
  const footer = review && record && review.pending(record) && (
    <ReviewFooter spec={review} record={record} onAsk={setAsking} />
  )
  return (
    <DetailDrawer
      open={Boolean(id)}
      title={typeof title === 'function' ? title(record) : title}
      onClose={onClose}
      loading={detail.isLoading}
      failed={detail.isError}
      onRetry={() => void detail.refetch()}
      footer={footer}
    >
      {record && children(record)}
      {review && (
        <ReviewDialogs
          spec={review}
          record={record}
          asking={asking}
          onDone={() => setAsking(undefined)}
        />
      )}
    </DetailDrawer>
  )
}
