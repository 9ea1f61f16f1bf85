import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { faqAnswerQuery } from '@/api/faq/answer-content'
import type { FaqListQuery } from '@contract/api/faq'
import { faqCategoriesQuery } from '@/api/faq/get-faq-categories'
import { faqListQuery } from '@/api/faq/get-faq-list'

const FIVE_MINUTES = 5 * 60_000

export const useFaqCategories = (keyWord: string) =>
  useQuery({
    ...faqCategoriesQuery(keyWord),
    placeholderData: keepPreviousData,
    staleTime: FIVE_MINUTES,
  })

export const useFaqList = (query: FaqListQuery) =>
  useQuery({
    ...faqListQuery(query),
    placeholderData: keepPreviousData,
    staleTime: FIVE_MINUTES,
  })

export const useFaqAnswer = (faqId: string, title = '') => useQuery(faqAnswerQuery(faqId, title))
