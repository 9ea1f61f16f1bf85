import { getData } from '@/lib/http/request'
import type { FaqAnswer } from '@contract/api/search'

/**
 * GET /faq/answerContent?faqId&question (portal-spec §7): one FAQ with its answer, HTML to be
 * sanitised. Silent: the page says inline why an answer could not be shown.
 */
export const getFaqAnswer = (faqId: string, question: string) =>
  getData<FaqAnswer>('/faq/answerContent', { params: { faqId, question }, silent: true })
