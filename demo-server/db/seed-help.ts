import type { TemplateHit } from '@contract/api/search'
import { TEMPLATES } from './seed-templates'

export { FAQ_CATEGORIES, seedFaqs } from './seed-faqs'

/*
 * The demo's template centre and 百问百答: fixed reference data (not per user and never changed
 * by a request, so it stays out of the persisted db state).
 */

/** What the global search finds: 模板中心's templates (seed-templates.ts) as search hits. */
export const seedTemplates: readonly TemplateHit[] = TEMPLATES.map(
  ({ name, remark, fileCode }) => ({
    name,
    remark,
    fileCode,
  }),
)
