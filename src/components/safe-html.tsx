import { Alert, Skeleton } from 'antd'
import { useSanitizedHtml } from '@/lib/use-sanitized-html'

interface Props {
  html: string
  className?: string
  /** Lines of skeleton while the sanitiser loads. */
  rows?: number
}

/**
 * Server HTML (an article, a notice, an FAQ answer, release notes), only ever put in the DOM
 * after DOMPurify has cleaned it; a skeleton while the sanitiser loads, a message if it cannot.
 */
export function SafeHtml({ html, className, rows = 3 }: Props) {
  const safe = useSanitizedHtml(html)
  if (safe.failed) {
    return <Alert type="warning" showIcon title="内容暂时无法显示，请刷新页面后重试" />
  }
  if (safe.html === undefined) return <Skeleton active title={false} paragraph={{ rows }} />
  // Sanitised with DOMPurify: the only way server HTML reaches the DOM here.
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe.html }} />
}
