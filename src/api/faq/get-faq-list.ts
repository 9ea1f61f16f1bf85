import { getData } from '@/lib/http/request'
import type { FaqItem, FaqListQuery } from '@contract/api/faq'
import type { PagedList } from '@contract/api/public-site'

/** GET /faq/list?categoryId&keyWord&pageNo&pageSize: one page of FAQs (titles, no answers). */
export const getFaqList = ({ categoryId = '', keyWord = '', pageNo, pageSize }: FaqListQuery) =>
  getData<PagedList<FaqItem>>('/faq/list', { params: { categoryId, keyWord, pageNo, pageSize } })
