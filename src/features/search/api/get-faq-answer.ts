import { getData } from '@/lib/http/request'
import type { FaqAnswer } from '@contract/api/search'

/**
 * GET /faq/answerContent?faqId&question: one FAQ with its answer, HTML from the server that
 * must be sanitised before it is shown. `question` is the title, as the spec sends both.
 */
export const getFaqAnswer = (faqId: string, question: string) =>
  getData<FaqAnswer>('/faq/answerContent', { params: { faqId, question } })
