import { getData } from '@/lib/http/request'
import type { FaqHit } from '@contract/api/search'

/**
 * GET /faq/answerContent?question: without a faqId the endpoint searches, answering the FAQs
 * whose title contains the keyword (docs/api.md, "Menus and help").
 */
export const searchFaqs = (question: string, signal?: AbortSignal) =>
  getData<FaqHit[] | null>('/faq/answerContent', { params: { question }, signal }).then((hits) =>
    Array.isArray(hits) ? hits : [],
  )
