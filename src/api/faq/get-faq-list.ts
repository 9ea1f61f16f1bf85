import { queryOptions } from '@tanstack/react-query'
import { getData } from '@/lib/http/request'
import type { FaqItem, FaqListQuery } from '@contract/api/faq'
import type { PagedList } from '@contract/api/public-site'
import { faqKeys } from './keys'

/** GET /faq/list?categoryId&keyWord&pageNo&pageSize: one page of FAQs (titles, no answers). */
export const getFaqList = ({ categoryId = '', keyWord = '', pageNo, pageSize }: FaqListQuery) =>
  getData<PagedList<FaqItem>>('/faq/list', { params: { categoryId, keyWord, pageNo, pageSize } })

export const faqListQuery = (query: FaqListQuery) =>
  queryOptions({ queryKey: faqKeys.list(query), queryFn: () => getFaqList(query) })
