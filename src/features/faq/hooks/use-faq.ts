import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { answerContent, faqAnswerKey } from '@/api/faq/answer-content'
import type { FaqListQuery } from '@contract/api/faq'
import { getFaqCategories } from '@/api/faq/get-faq-categories'
import { getFaqList } from '@/api/faq/get-faq-list'

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

export const useFaqAnswer = (faqId: string, title = '') =>
  useQuery({
    queryKey: faqAnswerKey(faqId),
    queryFn: () => answerContent({ faqId, question: title }),
    staleTime: FIVE_MINUTES,
  })
