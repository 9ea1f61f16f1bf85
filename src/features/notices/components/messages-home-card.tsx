import { Tag } from 'antd'
import { Link } from 'react-router-dom'
import { HomeCard } from '@/components/home-card'
import { useMessageList } from '../hooks/use-messages'
import './notices.css'

const SHOWN = 6

/** The home page's 消息: the latest unread messages and how many there are; 更多 → 消息中心. */
export default function MessagesHomeCard() {
  const messages = useMessageList('unread', 1, SHOWN)
  const list = messages.data?.list ?? []
  const unread = messages.data?.unread ?? 0
  return (
    <HomeCard
      title="消息"
      morePath="/msg-center"
      extra={unread > 0 && <Tag color="red">{unread} 条未读</Tag>}
      state={messages}
      emptyText={list.length === 0 && '暂无未读消息'}
    >
      <ul className="home-notice-list" aria-label="最新未读消息">
        {list.map((m) => (
          <li key={m.id} className="home-notice-list__unread">
            <span className="notice-dot" role="img" aria-label="未读" />
            <Link to="/msg-center" title={m.content}>
              {m.title}：<span className="notice-muted">{m.content}</span>
            </Link>
            <time className="home-notice-list__time" dateTime={m.pubTime.slice(0, 10)}>
              {m.pubTime.slice(5, 16)}
            </time>
          </li>
        ))}
      </ul>
    </HomeCard>
  )
}
