import { Drawer, Skeleton } from 'antd'
import type { ReactNode } from 'react'
import { LoadFailed } from '@/components/load-failed'
import { useMediaQuery } from '@/lib/use-media-query'

interface Props {
  open: boolean
  title: ReactNode
  onClose: () => void
  /** The record is being fetched: a skeleton, never an endless spinner. */
  loading?: boolean
  /** The record could not be fetched: says so, with 重新加载. */
  failed?: boolean
  onRetry?: () => void
  /** Buttons at the foot: 提交, 撤回… */
  footer?: ReactNode
  children?: ReactNode
}

/**
 * A row's detail beside its list (screens.md "Query page"): the list and its query stay as
 * they were behind it. Wide on a desktop, the whole width on a narrow window.
 */
export function DetailDrawer(props: Props) {
  const { open, title, onClose, loading, failed, onRetry, footer, children } = props
  const narrow = useMediaQuery('(max-width: 900px)')
  let body = children
  if (failed) body = <LoadFailed title="详情加载失败" onRetry={() => onRetry?.()} />
  else if (loading) body = <Skeleton active paragraph={{ rows: 8 }} />
  return (
    <Drawer
      open={open}
      title={title}
      onClose={onClose}
      size={narrow ? '100%' : 720}
      destroyOnHidden
      footer={footer && !loading && !failed ? footer : undefined}
    >
      {body}
    </Drawer>
  )
}
