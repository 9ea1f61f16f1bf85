import { http, HttpResponse } from 'msw'
import { pinyin } from 'pinyin-pro'
import { TEMPLATE_TYPE_CODE } from '@contract/limits'
import type { Menu } from '@contract/api'
import type { FaqHit, MenuHit, TemplateSearchResult } from '@contract/api/search'
import { db } from '../db/db'
import { seedFaqs, seedTemplates } from '../db/seed-help'
import { templateOf } from '../db/seed-templates'
import { DOCX_TYPE } from '../docx/docx-writer'
import { templateDocument } from './contract-template-handlers'
import { openPages } from './access'
import { menusFor } from './menu-handlers'
import { api, fail, forbidden, ok, withAuth } from './http'

/*
 * The global search (portal-spec §2, §5, §7): menus, templates and FAQs. A keyword is used
 * trimmed and case-insensitively; under 2 characters nothing is searched, over 50 is refused.
 */
export const KEYWORD_MIN = 2
export const KEYWORD_MAX = 50
export const SEARCH_MSG = {
  keywordTooLong: `搜索关键字不能超过${KEYWORD_MAX}个字符`,
  faqNotFound: '该问答不存在或已下线',
} as const

type Keyword = { kind: 'short' } | { kind: 'long' } | { kind: 'ok'; text: string }

function keywordOf(raw: string | null): Keyword {
  const text = (raw ?? '').trim().toLowerCase()
  const length = Array.from(text).length
  if (length < KEYWORD_MIN) return { kind: 'short' }
  if (length > KEYWORD_MAX) return { kind: 'long' }
  return { kind: 'ok', text }
}

const includes = (text: string | undefined, keyword: string) =>
  (text ?? '').toLowerCase().includes(keyword)

/** A name's pinyin spelled out and as initials (ü also as u, as input methods type it). */
function spellingsOf(name: string): string[] {
  const syllables = pinyin(name, { toneType: 'none', type: 'array', v: true }).map((s) =>
    s.toLowerCase().replace(/\s+/g, ''),
  )
  const full = syllables.join('')
  const initials = syllables.map((s) => s.charAt(0)).join('')
  return [...new Set([full, full.replace(/v/g, 'u'), initials])]
}

/** 0 name, 1 name by pinyin, 2 description or chain; undefined: no match. */
function rankOf(menu: Menu, keyword: string): number | undefined {
  if (includes(menu.menuName, keyword)) return 0
  const letters = keyword.replace(/\s+/g, '')
  if (/^[a-z]+$/.test(letters) && spellingsOf(menu.menuName).some((s) => s.includes(letters))) {
    return 1
  }
  if (includes(menu.desc, keyword) || includes(menu.menuChainName, keyword)) return 2
  return undefined
}

const hitOf = (menu: Menu): MenuHit => ({
  menuId: menu.menuId,
  menuName: menu.menuName,
  desc: menu.desc ?? '',
  menuChainName: menu.menuChainName ?? menu.menuName,
  ifAuth: menu.ifAuth,
  menuLevel: menu.menuLevel,
  menuUrl: menu.menuUrl,
  newFlag: menu.newFlag,
  parMenuId: menu.parMenuId,
})

/** The pages matching the keyword: name first, then pinyin, then the rest. */
export function searchMenus(menus: readonly Menu[], keyword: string): MenuHit[] {
  return menus
    .filter((menu) => menu.menuUrl.trim() !== '')
    .flatMap((menu) => {
      const rank = rankOf(menu, keyword)
      return rank === undefined ? [] : [{ menu, rank }]
    })
    .sort((a, b) => a.rank - b.rank)
    .map(({ menu }) => hitOf(menu))
}

const params = (request: Request) => new URL(request.url).searchParams

const textResponse = (body: string, status: number) =>
  new HttpResponse(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

/** A template as the Word document it is (模板中心, contract-template-handlers.ts). */
function templateFile(fileCode: string) {
  const template = templateOf(fileCode)
  if (!template) return textResponse('文件不存在', 404)
  const { bytes, fileName } = templateDocument(template)
  return new HttpResponse(bytes, {
    headers: {
      'Content-Type': DOCX_TYPE,
      'Content-Disposition': `attachment; filename="${fileCode}.docx"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    },
  })
}

export const searchHandlers = [
  http.get(
    api('/menu/search'),
    withAuth(({ request }, { user }) => {
      if (params(request).get('userId') !== user.userId) return forbidden()
      const keyword = keywordOf(params(request).get('keyWord'))
      if (keyword.kind === 'short') return ok<MenuHit[]>([])
      if (keyword.kind === 'long') return fail(SEARCH_MSG.keywordTooLong)
      // Only pages the user can open: a locked page is no search result (access.ts).
      const open = openPages(user)
      const menus = menusFor(user).filter((m) => open.has(m.menuUrl))
      return ok(searchMenus(menus, keyword.text))
    }),
  ),

  http.get(
    api('/query/templateCenter/searchTemplateList'),
    withAuth(({ request }) => {
      const keyword = keywordOf(params(request).get('keyWord'))
      if (keyword.kind === 'long') return fail(SEARCH_MSG.keywordTooLong)
      const result =
        keyword.kind === 'short'
          ? []
          : seedTemplates.filter(
              (t) => includes(t.name, keyword.text) || includes(t.remark, keyword.text),
            )
      return ok<TemplateSearchResult>({ result: result.map((t) => ({ ...t })) })
    }),
  ),

  // One endpoint, two readings (docs/api.md): with faqId the FAQ and its answer; without, the
  // FAQs whose title contains `question` (the search), without their answers.
  http.get(
    api('/faq/answerContent'),
    withAuth(({ request }) => {
      const faqId = params(request).get('faqId')
      if (faqId) {
        const faq = seedFaqs.find((f) => f.faqId === faqId)
        return faq ? ok({ ...faq }) : fail(SEARCH_MSG.faqNotFound)
      }
      const keyword = keywordOf(params(request).get('question'))
      if (keyword.kind === 'short') return ok<FaqHit[]>([])
      if (keyword.kind === 'long') return fail(SEARCH_MSG.keywordTooLong)
      const hits = seedFaqs.filter((f) => includes(f.title, keyword.text))
      return ok<FaqHit[]>(hits.map(({ faqId: id, title }) => ({ faqId: id, title })))
    }),
  ),

  // Opened in a new window, so it carries no token (portal-spec §7): userId, fileId, typeCode.
  http.get(api('/downloadArchive'), ({ request }) => {
    const query = params(request)
    if (!db.state.users.some((u) => u.userId === query.get('userId'))) return forbidden()
    if (query.get('typeCode') !== TEMPLATE_TYPE_CODE) return textResponse('文件类型不存在', 404)
    return templateFile(query.get('fileId') ?? '')
  }),
]
