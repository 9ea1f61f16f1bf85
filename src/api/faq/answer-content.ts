import { queryOptions } from '@tanstack/react-query'
import { getData } from '@/lib/http/request'
import type { FaqAnswer, FaqHit } from '@contract/api/search'
import { faqKeys } from './keys'

const ANSWER_CONTENT = '/faq/answerContent'

/**
 * GET /faq/answerContent?question: without a faqId the endpoint searches, answering the FAQs
 * whose title contains the keyword (docs/api.md, "Menus and help").
 */
export function answerContent(query: { question: string; signal?: AbortSignal }): Promise<FaqHit[]>
/**
 * GET /faq/answerContent?faqId&question (portal-spec §7): one FAQ with its answer, HTML to be
 * sanitised; `question` is its title, as the spec sends both. Silent: both places that show an
 * answer say inline why it could not be shown, with 重试.
 */
export function answerContent(query: { faqId: string; question: string }): Promise<FaqAnswer>
export function answerContent({
  faqId,
  question,
  signal,
}: {
  faqId?: string
  question: string
  signal?: AbortSignal
}): Promise<FaqHit[] | FaqAnswer> {
  if (faqId === undefined) {
    return getData<FaqHit[] | null>(ANSWER_CONTENT, { params: { question }, signal }).then(
      (hits) => (Array.isArray(hits) ? hits : []),
    )
  }
  return getData<FaqAnswer>(ANSWER_CONTENT, { params: { faqId, question }, silent: true })
}

/** The FAQs whose title contains the term (global search). */
export const faqSearchQuery = (term: string) =>
  queryOptions({
    queryKey: faqKeys.search(term),
    queryFn: ({ signal }) => answerContent({ question: term, signal }),
  })

/** One FAQ's answer, by its id; `title` is sent with it. Global search and 百问百答 share it. */
export const faqAnswerQuery = (faqId: string | undefined, title: string) =>
  queryOptions({
    queryKey: faqKeys.answer(faqId),
    queryFn: () => answerContent({ faqId: faqId as string, question: title }),
    staleTime: 5 * 60_000,
  })
