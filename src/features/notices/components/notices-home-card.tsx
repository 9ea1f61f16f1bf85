import { Link } from 'react-router-dom'
import { HomeCard } from '@/components/home-card'
import { useHomeNotices } from '../hooks/use-notices'
import { NoticeTypeTag } from './notice-type-tag'
import './notices.css'

/** The home page's 通知公告: the latest notices; one opens at /notice?id=…, 更多 the list. */
export default function NoticesHomeCard() {
  const notices = useHomeNotices()
  const list = notices.data ?? []
  return (
    <HomeCard
      title="通知公告"
      morePath="/notice"
      state={notices}
      emptyText={list.length === 0 && '暂无通知公告'}
    >
      <ul className="home-notice-list" aria-label="最新通知公告">
        {list.map((n) => (
          <li key={n.id} className={n.read ? undefined : 'home-notice-list__unread'}>
            {!n.read && <span className="notice-dot" role="img" aria-label="未读" />}
            <NoticeTypeTag type={n.type} />
            <Link to={`/notice?id=${encodeURIComponent(n.id)}`} title={n.title}>
              {n.title}
            </Link>
            <time className="home-notice-list__time" dateTime={n.publishTime.slice(0, 10)}>
              {n.publishTime.slice(0, 10)}
            </time>
          </li>
        ))}
      </ul>
    </HomeCard>
  )
}
