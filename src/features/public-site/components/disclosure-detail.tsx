import { Skeleton } from 'antd'
import { Link, useLocation, useParams } from 'react-router-dom'
import { disclosureQuery } from '@/api/public/disclosure'
import { usePublicQuery } from '../hooks/use-public-query'
import { AttachmentList } from '@/components/attachment-list'
import { downloadAttachment } from '@/api/public/disclosure'
import { backTo } from './dated-entry'
import { LoadFailed } from '@/components/load-failed'
import { SafeHtml } from '@/components/safe-html'

/** One disclosure: its text (server HTML, sanitised) and attachments to download. */
export function DisclosureDetail({ listPath, label }: { listPath: string; label: string }) {
  const { id = '' } = useParams()
  const { state } = useLocation()
  const detail = usePublicQuery(disclosureQuery(id))
  const item = detail.loading ? undefined : detail.data
  return (
    <article className="public-panel" aria-labelledby="disclosure-title">
      <Link to={backTo(state, listPath)} className="public-link article__back">
        ‹ 返回{label}列表
      </Link>
      {detail.error ? (
        <LoadFailed title={detail.error} onRetry={detail.reload} />
      ) : item ? (
        <>
          <h2 id="disclosure-title" className="article__title">
            {item.title}
          </h2>
          <div className="article__meta">
            <span>发布日期：{item.publishDate}</span>
            <span>栏目：{label}</span>
          </div>
          <SafeHtml html={item.content} className="article__body" rows={4} />
          {item.attachments.length > 0 && (
            <AttachmentList
              files={item.attachments}
              download={downloadAttachment}
              className="article__attachments"
            />
          )}
        </>
      ) : (
        <Skeleton active title paragraph={{ rows: 6 }} />
      )}
    </article>
  )
}
