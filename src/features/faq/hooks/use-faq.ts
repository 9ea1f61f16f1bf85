import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { FaqListQuery } from '@contract/api/faq'
import { getFaqAnswer } from '../api/get-faq-answer'
import { getFaqCategories } from '../api/get-faq-categories'
import { getFaqList } from '../api/get-faq-list'

const FIVE_MINUTES = 5 * 60_000

export const useFaqCategories = (keyWord: string) =>
  useQuery({
    queryKey: ['faq-categories', keyWord],
    queryFn: () => getFaqCategories(keyWord),
    placeholderData: keepPreviousData,
    staleTime: FIVE_MINUTES,
  })

export const useFaqList = (query: FaqListQuery) =>
  useQuery({
    queryKey: ['faq-list', query],
    queryFn: () => getFaqList(query),
    placeholderData: keepPreviousData,
    staleTime: FIVE_MINUTES,
  })

/** The same cache as global search's answer dialog (the key it uses). */
export const useFaqAnswer = (faqId: string, title = '') =>
  useQuery({
    queryKey: ['faq-answer', faqId],
    queryFn: () => getFaqAnswer(faqId, title),
    staleTime: FIVE_MINUTES,
  })
