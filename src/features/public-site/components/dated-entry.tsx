import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

interface Props {
  date: string
  title: string
  to: string
  /** Where the entry's article links back to (this list page). */
  from: string
  meta?: ReactNode
  summary?: string
  /** The title's heading level: 2 in a list that is the panel's content, 3 under its heading. */
  level?: 2 | 3
}

/** One entry of a dated list: the day in a badge, the title as a link, then its details. */
export function DatedEntry({ date, title, to, from, meta, summary, level = 2 }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <li>
      <time className="dated-list__date" dateTime={date}>
        <span className="dated-list__day">{date.slice(8, 10)}</span>
        <span className="dated-list__month">{date.slice(0, 7)}</span>
      </time>
      <div className="dated-list__body">
        <Heading className="dated-list__title">
          <Link to={to} state={{ from }}>
            {title}
          </Link>
        </Heading>
        {meta && <div className="dated-list__meta">{meta}</div>}
        {summary && <p className="dated-list__summary">{summary}</p>}
      </div>
    </li>
  )
}

/** The list page an article was opened from, if it is one of `prefix`'s; else `prefix`. */
export function backTo(state: unknown, prefix: string) {
  const from = (state as { from?: unknown } | null)?.from
  return typeof from === 'string' && from.startsWith(prefix) ? from : prefix
}
