import { getData } from '@/lib/http/request'
import type { FaqCategory } from '@contract/api/faq'

/** GET /faq/categories?keyWord: every category with how many FAQs (matching the keyword) it holds. */
export const getFaqCategories = (keyWord: string) =>
  getData<FaqCategory[]>('/faq/categories', { params: { keyWord } })
