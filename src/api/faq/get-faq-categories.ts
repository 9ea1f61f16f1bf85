import { queryOptions } from '@tanstack/react-query'
import { getData } from '@/lib/http/request'
import type { FaqCategory } from '@contract/api/faq'
import { faqKeys } from './keys'

/** GET /faq/categories?keyWord: every category with how many FAQs (matching the keyword) it holds. */
export const getFaqCategories = (keyWord: string) =>
  getData<FaqCategory[]>('/faq/categories', { params: { keyWord } })

export const faqCategoriesQuery = (keyWord: string) =>
  queryOptions({ queryKey: faqKeys.categories(keyWord), queryFn: () => getFaqCategories(keyWord) })
