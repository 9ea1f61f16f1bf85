import { http } from 'msw'
import { FAQ_KEYWORD_MAX, FAQ_KEYWORD_MIN, type FaqCategory, type FaqItem } from '@contract/api/faq'
import type { PagedList } from '@contract/api/public-site'
import type { FaqRecord } from '../db/faq-types'
import { FAQ_CATEGORIES, seedFaqs } from '../db/seed-faqs'
import { api, fail, ok, withAuth } from './http'

/*
 * 百问百答's page (docs/api.md "Menus and help"): the categories with their counts and one
 * page of FAQs, filtered by category and keyword. The answers come from /faq/answerContent
 * (search-handlers.ts), as global search reads them.
 */

export const FAQ_MSG = {
  keywordTooShort: `搜索关键字至少${FAQ_KEYWORD_MIN}个字符`,
  keywordTooLong: `搜索关键字不能超过${FAQ_KEYWORD_MAX}个字符`,
  category: '问答分类不存在',
  page: '分页参数有误',
} as const

const PAGE_SIZE_MAX = 100

type Keyword = { ok: true; text: string } | { ok: false; msg: string }

/** '' (no keyword), or 2–50 trimmed characters, lower case. */
export function faqKeyword(raw: string | null): Keyword {
  const text = (raw ?? '').trim().toLowerCase()
  const length = Array.from(text).length
  if (length === 0) return { ok: true, text }
  if (length < FAQ_KEYWORD_MIN) return { ok: false, msg: FAQ_MSG.keywordTooShort }
  if (length > FAQ_KEYWORD_MAX) return { ok: false, msg: FAQ_MSG.keywordTooLong }
  return { ok: true, text }
}

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .toLowerCase()

/** The FAQ's title or its answer's text holds the keyword ('' matches every FAQ). */
const matches = (faq: FaqRecord, keyword: string) =>
  !keyword || faq.title.toLowerCase().includes(keyword) || plainText(faq.answer).includes(keyword)

/** Every category, each with how many FAQs match the keyword. */
export const faqCategories = (keyword: string): FaqCategory[] =>
  FAQ_CATEGORIES.map((c) => ({
    ...c,
    count: seedFaqs.filter((f) => f.categoryId === c.categoryId && matches(f, keyword)).length,
  }))

const itemOf = (faq: FaqRecord): FaqItem => ({
  faqId: faq.faqId,
  title: faq.title,
  categoryId: faq.categoryId,
  categoryName: FAQ_CATEGORIES.find((c) => c.categoryId === faq.categoryId)?.categoryName ?? '',
})

const whole = (text: string) => (/^\d+$/.test(text) ? Number(text) : NaN)

/** pageNo and pageSize from the query, or undefined when they are not sensible. */
export function pageOf(query: URLSearchParams) {
  const pageNo = whole(query.get('pageNo') ?? '1')
  const pageSize = whole(query.get('pageSize') ?? '10')
  return pageNo >= 1 && pageSize >= 1 && pageSize <= PAGE_SIZE_MAX
    ? { pageNo, pageSize }
    : undefined
}

export const faqHandlers = [
  http.get(
    api('/faq/categories'),
    withAuth(({ request }) => {
      const keyword = faqKeyword(new URL(request.url).searchParams.get('keyWord'))
      return keyword.ok ? ok(faqCategories(keyword.text)) : fail(keyword.msg)
    }),
  ),

  http.get(
    api('/faq/list'),
    withAuth(({ request }) => {
      const query = new URL(request.url).searchParams
      const keyword = faqKeyword(query.get('keyWord'))
      if (!keyword.ok) return fail(keyword.msg)
      const categoryId = query.get('categoryId') ?? ''
      if (categoryId && !FAQ_CATEGORIES.some((c) => c.categoryId === categoryId)) {
        return fail(FAQ_MSG.category)
      }
      const page = pageOf(query)
      if (!page) return fail(FAQ_MSG.page)
      const found = seedFaqs.filter(
        (f) => (!categoryId || f.categoryId === categoryId) && matches(f, keyword.text),
      )
      const { pageNo, pageSize } = page
      const list = found.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(itemOf)
      return ok<PagedList<FaqItem>>({ list, total: found.length, pageNo, pageSize })
    }),
  ),
]
