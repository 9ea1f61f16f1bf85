/**
 * 百问百答 (portal-spec §2 /hundred-questions-and-answers). GET /faq/answerContent is the
 * spec's (contract/api/search.ts); the categories and the list are our choice (docs/api.md).
 */

/** GET /faq/categories: a category with how many FAQs it holds (matching the keyword, if any). */
export interface FaqCategory {
  categoryId: string
  categoryName: string
  count: number
}

/** GET /faq/list: one FAQ in the list; its answer comes from /faq/answerContent?faqId. */
export interface FaqItem {
  faqId: string
  title: string
  categoryId: string
  categoryName: string
}

export interface FaqListQuery {
  /** Empty for every category. */
  categoryId?: string
  /** 2–50 characters (trimmed), or empty; matches the title and the answer's text. */
  keyWord?: string
  pageNo: number
  pageSize: number
}

export const FAQ_KEYWORD_MIN = 2
export const FAQ_KEYWORD_MAX = 50
