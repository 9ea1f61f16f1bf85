import type { FaqAnswer } from '@contract/api/search'

/** A 百问百答 entry of the demo: the FAQ (answer as HTML) and the category it is filed under. */
export interface FaqRecord extends FaqAnswer {
  categoryId: string
}

export interface FaqCategoryRecord {
  categoryId: string
  categoryName: string
}
