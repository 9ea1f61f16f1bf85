import { Drawer, Skeleton } from 'antd'
import { errorMessage } from '@/lib/http/api-error'
import { useNoticeDetail } from '../hooks/use-notices'
import { LoadFailed } from '@/components/load-failed'
import { AttachmentList } from '@/components/attachment-list'
import { downloadNoticeFile } from '@/api/announcement/view-notice'
import { NoticeTypeTag } from './notice-type-tag'
import { SafeHtml } from '@/components/safe-html'

interface Props {
  /** The notice shown; none: the drawer is closed. */
  id: string | undefined
  onClose: () => void
}

/** One notice in a drawer: title, type, publisher, time, its content (sanitised) and files. */
export function NoticeDetail({ id, onClose }: Props) {
  const detail = useNoticeDetail(id)
  const notice = detail.data?.id === id ? detail.data : undefined
  return (
    <Drawer
      open={Boolean(id)}
      onClose={onClose}
      size="min(760px, 100vw)"
      title={notice?.title ?? '通知公告'}
      destroyOnHidden
      className="notice-detail"
    >
      {detail.isError ? (
        <LoadFailed
          title={errorMessage(detail.error, '公告加载失败')}
          onRetry={() => void detail.refetch()}
        />
      ) : notice ? (
        <article aria-label={notice.title}>
          <div className="notice-detail__meta">
            <NoticeTypeTag type={notice.type} />
            <span>发布部门：{notice.publisher}</span>
            <span>发布时间：{notice.publishTime}</span>
          </div>
          <SafeHtml html={notice.content} className="notice-detail__body" rows={4} />
          {notice.attachments.length > 0 && (
            <AttachmentList
              files={notice.attachments}
              download={downloadNoticeFile}
              className="notice-attachments"
            />
          )}
        </article>
      ) : (
        <div role="status" aria-label="正在加载公告">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      )}
    </Drawer>
  )
}
