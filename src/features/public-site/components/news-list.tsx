import { Empty, Pagination, Skeleton, Spin, Tag } from 'antd'
import { useLocation } from 'react-router-dom'
import { NEWS_PAGE_SIZE, newsListQuery } from '@/api/public/news'
import { usePageParam } from '../hooks/use-page-param'
import { usePublicQuery } from '../hooks/use-public-query'
import { DatedEntry } from './dated-entry'
import { LoadFailed } from '@/components/load-failed'

// Only tag colours whose text keeps 4.5:1 in both skins (gold and purple do not); 监管动态 grey.
const CATEGORY_COLOR = { 公司动态: 'red', 行业资讯: 'blue', 监管动态: undefined } as const

/** 新闻动态: one page of news, newest first, with the page in the address. */
export function NewsList() {
  const { pathname, search } = useLocation()
  const { page, setPage } = usePageParam()
  const news = usePublicQuery(newsListQuery(page))

  if (news.error) return <LoadFailed title={news.error} onRetry={news.reload} />
  if (!news.data) return <Skeleton active paragraph={{ rows: 8 }} />
  const { list, total } = news.data
  return (
    <Spin spinning={news.loading}>
      {list.length === 0 ? (
        <Empty description="暂无新闻" />
      ) : (
        <ul className="dated-list" aria-label="新闻列表">
          {list.map((item) => (
            <DatedEntry
              key={item.id}
              date={item.publishDate}
              title={item.title}
              to={`/news/${encodeURIComponent(item.id)}`}
              from={`${pathname}${search}`}
              summary={item.summary}
              meta={
                <>
                  <Tag color={CATEGORY_COLOR[item.category]}>{item.category}</Tag>
                  <span>来源：{item.source}</span>
                </>
              }
            />
          ))}
        </ul>
      )}
      <div className="list-pager">
        <Pagination
          current={page}
          pageSize={NEWS_PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          showTotal={(count) => `共 ${count} 条`}
          onChange={setPage}
          hideOnSinglePage
        />
      </div>
    </Spin>
  )
}
