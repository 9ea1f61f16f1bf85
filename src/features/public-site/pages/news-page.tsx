import { Navigate, Route, Routes } from 'react-router-dom'
import { NewsArticle } from '../components/news-article'
import { NewsList } from '../components/news-list'
import { PublicPage } from '../components/public-page'

/** /news: the firm's news, paginated; /news/{id}: one article. */
export default function NewsPage() {
  return (
    <PublicPage
      title="新闻动态"
      lead="公司动态、行业资讯与监管动态，及时了解托管与基金服务领域的最新信息。"
    >
      <section className="public-panel">
        <Routes>
          <Route path="news" element={<NewsList />} />
          <Route path="news/:id" element={<NewsArticle />} />
          <Route path="*" element={<Navigate to="/news" replace />} />
        </Routes>
      </section>
    </PublicPage>
  )
}
