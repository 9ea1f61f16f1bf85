import { getData } from '@/lib/http/request'
import type { FaqAnswer } from '@contract/api/search'

/** Global search's answer dialog and 百问百答 share one cache of answers under this key. */
export const faqAnswerKey = (faqId: string | undefined) => ['faq-answer', faqId] as const

/**
 * GET /faq/answerContent?faqId&question (portal-spec §7): one FAQ with its answer, HTML to be
 * sanitised; `question` is its title, as the spec sends both. Silent: both places that show an
 * answer say inline why it could not be shown, with 重试.
 */
export const getFaqAnswer = (faqId: string, question: string) =>
  getData<FaqAnswer>('/faq/answerContent', { params: { faqId, question }, silent: true })
