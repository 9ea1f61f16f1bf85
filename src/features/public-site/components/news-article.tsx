import { Skeleton, Tag } from 'antd'
import { Link, useLocation, useParams } from 'react-router-dom'
import { newsArticleQuery } from '@/api/public/news'
import { usePublicQuery } from '../hooks/use-public-query'
import { backTo } from './dated-entry'
import { LoadFailed } from '@/components/load-failed'
import { SafeHtml } from '@/components/safe-html'

/** One news article; its body is server HTML, shown sanitised. */
export function NewsArticle() {
  const { id = '' } = useParams()
  const { state } = useLocation()
  const article = usePublicQuery(newsArticleQuery(id))
  const back = backTo(state, '/news')

  const backLink = (
    <Link to={back} className="public-link article__back">
      ‹ 返回新闻列表
    </Link>
  )
  if (article.error)
    return (
      <>
        {backLink}
        <LoadFailed title={article.error} onRetry={article.reload} />
      </>
    )
  const news = article.loading ? undefined : article.data
  return (
    <article aria-labelledby="news-title">
      {backLink}
      {news ? (
        <>
          <h2 id="news-title" className="article__title">
            {news.title}
          </h2>
          <div className="article__meta">
            <span>发布日期：{news.publishDate}</span>
            <span>来源：{news.source}</span>
            <Tag>{news.category}</Tag>
          </div>
          <SafeHtml html={news.content} className="article__body" rows={4} />
        </>
      ) : (
        <Skeleton active title paragraph={{ rows: 6 }} />
      )}
    </article>
  )
}
