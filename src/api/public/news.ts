import { queryOptions } from '@tanstack/react-query'
import { getData, seg } from '@/lib/http/request'
import type { NewsArticle, NewsItem, PagedList } from '@contract/api/public-site'
import { publicKeys } from './keys'

export const NEWS_PAGE_SIZE = 10

/** GET /isNotLogin/news?pageNo&pageSize: one page of news, newest first. */
export const getNewsList = (pageNo: number, pageSize = NEWS_PAGE_SIZE) =>
  getData<PagedList<NewsItem>>('/isNotLogin/news', { params: { pageNo, pageSize }, silent: true })

/** GET /isNotLogin/news/{id}: the article; its HTML body is sanitised before it is shown. */
export const getNewsArticle = (id: string) =>
  getData<NewsArticle>(`/isNotLogin/news/${seg(id)}`, { silent: true })

export const newsListQuery = (pageNo: number) =>
  queryOptions({ queryKey: publicKeys.news(pageNo), queryFn: () => getNewsList(pageNo) })

export const newsArticleQuery = (id: string) =>
  queryOptions({ queryKey: publicKeys.newsArticle(id), queryFn: () => getNewsArticle(id) })
