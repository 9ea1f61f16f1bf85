import { http, HttpResponse } from 'msw'
import type {
  DisclosureCategory,
  DisclosureDetail,
  DisclosureItem,
  NewsItem,
  PagedList,
} from '@contract/api/public-site'
import { seedCollectAccounts } from '../db/seed-collect-accounts'
import { seedNews } from '../db/seed-public'
import { seedDisclosures, type DisclosureSeed } from '../db/seed-disclosures'
import { useImageCode } from './codes'
import { api, fail, ok } from './http'
import { pdfFile } from './pdf-file'

/*
 * The public site's content, no login needed: news, disclosures with their attachments, and
 * the raising-account query behind an image code (docs/api.md).
 */

export const PUBLIC_MSG = {
  badPage: '分页参数不正确',
  newsGone: '该新闻不存在或已下线',
  disclosureGone: '该披露信息不存在或已下线',
  fileGone: '附件不存在或已删除',
  badCategory: '信息披露栏目不存在',
  accountRequired: '请输入募集账号',
  accountFormat: '募集账号格式不正确，请输入8-30位数字',
  codeRequired: '请输入图形验证码',
  codeWrong: '图形验证码错误或已过期，请重新输入',
} as const

const PAGE_SIZE_MAX = 50
const KEYWORD_MAX = 50
const CATEGORIES: readonly DisclosureCategory[] = [
  'public-funds',
  'bank-financing',
  'notice-release',
]

/** pageNo from 1 and pageSize 1–50 (default 1 and 10); anything else is refused. */
function pageOf(query: URLSearchParams): { pageNo: number; pageSize: number } | undefined {
  const pageNo = Number(query.get('pageNo') ?? 1)
  const pageSize = Number(query.get('pageSize') ?? 10)
  const valid = (n: number, max: number) => Number.isInteger(n) && n >= 1 && n <= max
  return valid(pageNo, 100_000) && valid(pageSize, PAGE_SIZE_MAX) ? { pageNo, pageSize } : undefined
}

function paginate<T>(
  all: readonly T[],
  { pageNo, pageSize }: { pageNo: number; pageSize: number },
) {
  const list = all.slice((pageNo - 1) * pageSize, pageNo * pageSize)
  return { list, total: all.length, pageNo, pageSize } satisfies PagedList<T>
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

const newsItem = ({ content: _, ...item }: (typeof seedNews)[number]): NewsItem => item

const disclosureItem = (d: DisclosureSeed): DisclosureItem => ({
  id: d.id,
  category: d.category,
  title: d.title,
  publishDate: d.publishDate,
  attachmentCount: d.attachments.length,
})

const attachmentPdf = (d: DisclosureSeed, fileName: string) =>
  pdfFile(d.title, [
    `附件：${fileName}`,
    `发布日期：${d.publishDate}`,
    ...d.paragraphs,
    '（演示文件）',
  ])

function disclosureDetail(d: DisclosureSeed): DisclosureDetail {
  return {
    id: d.id,
    category: d.category,
    title: d.title,
    publishDate: d.publishDate,
    content: d.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
    attachments: d.attachments.map((a) => ({ ...a, size: attachmentPdf(d, a.fileName).length })),
  }
}

export const publicSiteHandlers = [
  http.get(api('/isNotLogin/news'), ({ request }) => {
    const page = pageOf(new URL(request.url).searchParams)
    if (!page) return fail(PUBLIC_MSG.badPage)
    return ok(paginate(seedNews.map(newsItem), page))
  }),

  http.get(api('/isNotLogin/news/:id'), ({ params }) => {
    const article = seedNews.find((n) => n.id === params.id)
    return article ? ok(article) : fail(PUBLIC_MSG.newsGone)
  }),

  http.get(api('/isNotLogin/disclosure'), ({ request }) => {
    const query = new URL(request.url).searchParams
    const category = query.get('category') as DisclosureCategory
    if (!CATEGORIES.includes(category)) return fail(PUBLIC_MSG.badCategory)
    const page = pageOf(query)
    if (!page) return fail(PUBLIC_MSG.badPage)
    const keyword = (query.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX)
    const matches = seedDisclosures.filter(
      (d) => d.category === category && (!keyword || d.title.includes(keyword)),
    )
    return ok(paginate(matches.map(disclosureItem), page))
  }),

  http.get(api('/isNotLogin/disclosure/file/:fileId'), ({ params }) => {
    const owner = seedDisclosures.find((d) => d.attachments.some((a) => a.fileId === params.fileId))
    const file = owner?.attachments.find((a) => a.fileId === params.fileId)
    if (!owner || !file) return fail(PUBLIC_MSG.fileGone, 404)
    return new HttpResponse(attachmentPdf(owner, file.fileName), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      },
    })
  }),

  http.get(api('/isNotLogin/disclosure/:id'), ({ params }) => {
    const found = seedDisclosures.find((d) => d.id === params.id)
    return found ? ok(disclosureDetail(found)) : fail(PUBLIC_MSG.disclosureGone)
  }),

  http.post(api('/isNotLogin/getCollectAccountList'), ({ request }) => {
    const query = new URL(request.url).searchParams
    const account = (query.get('collectAccount') ?? '').replace(/\s+/g, '')
    const code = (query.get('verifyCode') ?? '').trim()
    if (!account) return fail(PUBLIC_MSG.accountRequired)
    if (!code) return fail(PUBLIC_MSG.codeRequired)
    // The code is spent by any attempt, as a server would, before the account is looked at.
    if (!useImageCode(code, query.get('imageId') ?? '')) return fail(PUBLIC_MSG.codeWrong)
    if (!/^\d{8,30}$/.test(account)) return fail(PUBLIC_MSG.accountFormat)
    return ok(seedCollectAccounts.filter((a) => a.collectAccount === account))
  }),
]
