import type { FaqCategoryRecord, FaqRecord } from './faq-types'
import { seedFaqsBasic } from './seed-faqs-basic'
import { MORE_FAQS } from './seed-faqs-more'

/*
 * The demo's 百问百答: 50 FAQs in seven categories, fixed reference data (the same for every
 * user and never changed by a request, so it stays out of the persisted db state).
 */

export const FAQ_CATEGORIES: readonly FaqCategoryRecord[] = [
  { categoryId: 'C01', categoryName: '账户开立' },
  { categoryId: 'C02', categoryName: '产品成立与清算' },
  { categoryId: 'C03', categoryName: '估值核对' },
  { categoryId: 'C04', categoryName: '信息披露' },
  { categoryId: 'C05', categoryName: '登记过户' },
  { categoryId: 'C06', categoryName: '划款与费用' },
  { categoryId: 'C07', categoryName: '平台使用' },
]

export const seedFaqs: readonly FaqRecord[] = [
  ...seedFaqsBasic,
  ...MORE_FAQS.map(([categoryId, title, answer], i) => ({
    faqId: `FAQ${String(seedFaqsBasic.length + i + 1).padStart(3, '0')}`,
    categoryId,
    title,
    answer,
  })),
]
