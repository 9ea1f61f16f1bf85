import { Button, Empty } from 'antd'
import type { MessageItem } from '@contract/api/notice'

interface Props {
  messages: MessageItem[]
  emptyText: string
  /** The message being marked read, if any. */
  marking?: string
  onMarkRead: (id: string) => void
}

/** The messages of one page: unread ones marked, each with 标为已读. Content is plain text. */
export function MessageList({ messages, emptyText, marking, onMarkRead }: Props) {
  if (messages.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
  return (
    <ul className="message-list" aria-label="消息列表">
      {messages.map((m) => (
        <li
          key={m.id}
          className={m.read ? 'message-item' : 'message-item message-item--unread'}
          aria-label={`${m.read ? '' : '未读：'}${m.title}`}
        >
          <div className="message-item__head">
            {m.read ? (
              <span className="notice-dot notice-dot--read" aria-hidden />
            ) : (
              <span className="notice-dot" role="img" aria-label="未读" />
            )}
            <span className="message-item__title">{m.title}</span>
            <time className="notice-muted" dateTime={m.pubTime.replace(' ', 'T')}>
              {m.pubTime}
            </time>
          </div>
          <p className="message-item__content">{m.content}</p>
          <div className="message-item__action">
            {m.read ? (
              <span className="notice-muted">已读</span>
            ) : (
              <Button
                size="small"
                loading={marking === m.id}
                onClick={() => onMarkRead(m.id)}
                aria-label={`将“${m.title}”标为已读`}
              >
                标为已读
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  )
}
