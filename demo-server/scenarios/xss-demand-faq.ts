import { http } from 'msw'
import type { FaqCategory, FaqItem } from '@contract/api/faq'
import type { PagedList } from '@contract/api/public-site'
import { fromAuthored } from '../db/authored-dates'
import type { DbState } from '../db/types'
import { faqCategories, faqKeyword, pageOf } from '../handlers/faq-handlers'
import { api, authOf, ok } from '../handlers/http'
import { payloadLabel, XSS_KEYWORD, XSS_PAYLOADS } from './xss-payloads'
import type { FaqAnswer } from '@contract/api/search'

/*
 * The xss scenario on 需求建议 and 百问百答: hostile suggestions and replies for every user,
 * and, on the FAQ page, a 载荷 category whose questions are the payload FAQs (answers served
 * by xss.ts's /faq/answerContent).
 */

const payload = (index: number) => XSS_PAYLOADS[index % XSS_PAYLOADS.length] as string

export const XSS_FAQ_CATEGORY = 'XSSC'
export const XSS_DEMANDS_PER_USER = 3

export function seedXssDemands(state: DbState) {
  const hostile = state.users.flatMap((user) =>
    Array.from({ length: XSS_DEMANDS_PER_USER }, (_, n) => ({
      demandId: `DMXSS${user.userId}${n}`,
      userId: user.userId,
      category: '其他' as const,
      content: `${payloadLabel(n + 80)} ${payload(n + 80)}`,
      status: 'replied' as const,
      submittedAt: fromAuthored(`2026-11-20 0${n}:00:00`, state.seedDay),
      attachment: { fileId: `DMXSSF${n}`, fileName: `${payload(n + 85)}.pdf`, size: 1024 },
      replies: [
        {
          replyId: `DRXSS${user.userId}${n}`,
          replier: `平台运营${payload(n + 90)}`,
          content: `${XSS_KEYWORD}回复 ${payload(n + 95)}`,
          repliedAt: fromAuthored('2026-11-20 10:00:00', state.seedDay),
        },
      ],
    })),
  )
  state.demands = [...hostile, ...state.demands]
}

const hostileCategory = (count: number): FaqCategory => ({
  categoryId: XSS_FAQ_CATEGORY,
  categoryName: `${XSS_KEYWORD}<img src=x onerror=__xss=1>`,
  count,
})

export function xssDemandFaqHandlers(faqs: () => FaqAnswer[]) {
  return [
    http.get(api('/faq/categories'), ({ request }) => {
      if (!authOf(request)) return undefined
      const keyword = faqKeyword(new URL(request.url).searchParams.get('keyWord'))
      if (!keyword.ok) return undefined
      const hits = keyword.text === '' || XSS_KEYWORD.includes(keyword.text) ? faqs().length : 0
      return ok([...faqCategories(keyword.text), hostileCategory(hits)])
    }),

    http.get(api('/faq/list'), ({ request }) => {
      if (!authOf(request)) return undefined
      const query = new URL(request.url).searchParams
      const searched = (query.get('keyWord') ?? '').includes(XSS_KEYWORD)
      if (query.get('categoryId') !== XSS_FAQ_CATEGORY && !searched) return undefined
      const page = pageOf(query) ?? { pageNo: 1, pageSize: 10 }
      const all: FaqItem[] = faqs().map(({ faqId, title }) => ({
        faqId,
        title,
        categoryId: XSS_FAQ_CATEGORY,
        categoryName: hostileCategory(0).categoryName,
      }))
      const list = all.slice((page.pageNo - 1) * page.pageSize, page.pageNo * page.pageSize)
      return ok<PagedList<FaqItem>>({ list, total: all.length, ...page })
    }),
  ]
}
