import { http } from 'msw'
import {
  TEMPLATE_CATEGORIES,
  type ContractTemplate,
  type TemplateCategory,
} from '@contract/api/contract-manage'
import type { PagedList } from '@contract/api/paged-list'
import { writeDocx } from '../docx/docx-writer'
import { TEMPLATES, type TemplateSpec } from '../db/seed-templates'
import { templateBlocks } from '../db/template-texts'
import { api, fail, ok, withAuth } from './http'
import { pageOfRows, readList, sortRows, withinDays } from './list-query'

/*
 * 模板中心 (docs/api.md "合同管理"): the templates by category, keyword (name or remark) and
 * update date, newest first; GET /downloadArchive (search-handlers.ts) serves each as a Word
 * document. Reference data: the same for every organisation, but only to a session.
 */

export const TEMPLATE_MSG = { category: '模板分类有误' } as const

const CATEGORIES = Object.keys(TEMPLATE_CATEGORIES) as TemplateCategory[]

/** Each template's document, built once (its bytes never change). */
const documents = new Map<string, Uint8Array>()
export function templateDocument(t: TemplateSpec) {
  let bytes = documents.get(t.fileCode)
  if (!bytes) documents.set(t.fileCode, (bytes = writeDocx(t.name, templateBlocks(t))))
  return { bytes, fileName: `${t.name}.docx` }
}

export const templateView = (t: TemplateSpec): ContractTemplate => {
  const { bytes, fileName } = templateDocument(t)
  return { ...t, fileName, size: bytes.length }
}

export const contractTemplateHandlers = [
  http.post(
    api('/rest/contract/queryTemplates'),
    withAuth(({ request }) => {
      const params = new URL(request.url).searchParams
      const query = readList(params, (p) => ({
        category: p.oneOf('category', CATEGORIES, TEMPLATE_MSG.category),
        keyWord: p.text('keyWord')?.toLowerCase(),
        updated: p.range('beginDate', 'endDate'),
        sort: p.sort(['updatedAt', 'name']),
      }))
      if (typeof query === 'string') return fail(query)
      const words = query.keyWord
      const rows = TEMPLATES.filter(
        (t) =>
          (!query.category || t.category === query.category) &&
          (!words || [t.fileCode, t.name, t.remark].some((s) => s.toLowerCase().includes(words))) &&
          withinDays(t.updatedAt, query.updated),
      )
      const newest = sortRows([...rows], (t) => t.updatedAt, true)
      const sorted = query.sort
        ? sortRows(
            newest,
            (t) => (query.sort?.field === 'name' ? t.name : t.updatedAt),
            query.sort.desc,
          )
        : newest
      const page = pageOfRows(params, sorted)
      if (typeof page === 'string') return fail(page)
      return ok<PagedList<ContractTemplate>>({ ...page, list: page.list.map(templateView) })
    }),
  ),
]
