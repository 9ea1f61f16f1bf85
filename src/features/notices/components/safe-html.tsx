import { Alert, Skeleton } from 'antd'
import { useSanitizedHtml } from '@/lib/use-sanitized-html'

/** Server HTML (a notice's content), only ever shown after DOMPurify has cleaned it. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const safe = useSanitizedHtml(html)
  if (safe.failed)
    return <Alert type="warning" showIcon title="正文暂时无法显示，请刷新页面后重试" />
  if (safe.html === undefined) return <Skeleton active paragraph={{ rows: 4 }} />
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe.html }} />
}
