import { Alert, Skeleton, Tag } from 'antd'
import { env } from '@/config/env'
import { useSanitizedHtml } from '@/lib/use-sanitized-html'
import type { ReleaseNote } from '@contract/api/account'

export const versionAnchor = (version: string) => `release-${version.replace(/\W/g, '-')}`

/** One version: its number, date and notes (server HTML, only ever shown after DOMPurify). */
export function ReleaseNoteEntry({ note }: { note: ReleaseNote }) {
  const safe = useSanitizedHtml(note.content)
  const headingId = `${versionAnchor(note.version)}-title`
  let body
  if (safe.failed) {
    body = <Alert type="warning" showIcon title="更新说明暂时无法显示，请刷新页面后重试" />
  } else if (safe.html === undefined) {
    body = <Skeleton active title={false} paragraph={{ rows: 3 }} />
  } else {
    body = <div className="release-note__body" dangerouslySetInnerHTML={{ __html: safe.html }} />
  }
  return (
    <article
      id={versionAnchor(note.version)}
      className="release-note"
      aria-labelledby={headingId}
      tabIndex={-1}
    >
      <header className="release-note__head">
        <h3 id={headingId} className="release-note__version">
          V{note.version}
        </h3>
        {note.version === env.appVersion && <Tag color="red">当前版本</Tag>}
        <time className="release-note__date" dateTime={note.date}>
          {note.date}
        </time>
      </header>
      {body}
    </article>
  )
}
