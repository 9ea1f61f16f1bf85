import type { FaqListQuery } from '@contract/api/faq'

/** Query keys of /faq, from one factory (see api/custodian/keys.ts). */
export const faqKeys = {
  all: ['faq'] as const,
  categories: (keyWord: string) => [...faqKeys.all, 'categories', keyWord] as const,
  list: (query: FaqListQuery) => [...faqKeys.all, 'list', query] as const,
  /** Global search's answer dialog and 百问百答 share one cache of answers. */
  answer: (faqId: string | undefined) => [...faqKeys.all, 'answer', faqId] as const,
  search: (term: string) => [...faqKeys.all, 'search', term] as const,
}
