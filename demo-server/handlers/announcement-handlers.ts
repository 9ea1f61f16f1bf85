import { http, HttpResponse } from 'msw'
import {
  NOTICE_TYPES,
  type NoticeDetail,
  type NoticeItem,
  type NoticeType,
} from '@contract/api/notice'
import { db } from '../db/db'
import type { AnnouncementRecord } from '../db/types'
import { api, fail, forbidden, ok, withAuth, type AuthContext } from './http'
import { BAD_PAGE, pageOf, paginate } from './paging'
import { pdfFile } from './pdf-file'

/*
 * 通知公告 (docs/api.md): the home list, the filtered and paginated list, a notice's detail
 * (which marks it read for the caller) and its attachments. Read state is per user.
 */

export const NOTICE_MSG = {
  gone: '该公告不存在或已撤回',
  fileGone: '附件不存在或已删除',
  badType: '公告类型不存在',
  badDate: '发布日期格式不正确，请使用 YYYY-MM-DD',
  badRange: '开始日期不能晚于结束日期',
  titleTooLong: '标题关键字不能超过 50 个字符',
} as const

export const HOME_LIST_SIZE = 6
const TITLE_MAX = 50
const DATE = /^\d{4}-\d{2}-\d{2}$/

const readsOf = (userId: string) => db.state.announcementReads[userId] ?? []

const itemOf = (n: AnnouncementRecord, userId: string): NoticeItem => ({
  id: n.id,
  title: n.title,
  type: n.type,
  publisher: n.publisher,
  publishTime: n.publishTime,
  read: readsOf(userId).includes(n.id),
  attachmentCount: n.attachments.length,
})

const newestFirst = () =>
  [...db.state.announcements].sort((a, b) => b.publishTime.localeCompare(a.publishTime))

const attachmentPdf = (n: AnnouncementRecord, fileName: string) =>
  pdfFile(n.title, [
    `附件：${fileName}`,
    `发布部门：${n.publisher}`,
    `发布时间：${n.publishTime}`,
    n.content.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' '),
    '（演示文件）',
  ])

function detailOf(n: AnnouncementRecord, userId: string): NoticeDetail {
  const { attachmentCount: _, ...item } = itemOf(n, userId)
  return {
    ...item,
    content: n.content,
    attachments: n.attachments.map((a) => ({ ...a, size: attachmentPdf(n, a.fileName).length })),
  }
}

/** A userId in the query, if any, must be the caller's own. */
const otherUser = (query: URLSearchParams, { user }: AuthContext) => {
  const userId = query.get('userId')
  return userId !== null && userId !== user.userId
}

type Filter = { ok: true; matches: (n: AnnouncementRecord) => boolean } | { ok: false; msg: string }

/** queryMoreList's filters: type, publish date range (inclusive) and a title keyword. */
function filterOf(query: URLSearchParams): Filter {
  const type = query.get('type') || undefined
  const start = query.get('startDate') || undefined
  const end = query.get('endDate') || undefined
  const title = (query.get('title') ?? '').trim()
  if (type && !NOTICE_TYPES.includes(type as NoticeType))
    return { ok: false, msg: NOTICE_MSG.badType }
  if ((start && !DATE.test(start)) || (end && !DATE.test(end)))
    return { ok: false, msg: NOTICE_MSG.badDate }
  if (start && end && start > end) return { ok: false, msg: NOTICE_MSG.badRange }
  if (title.length > TITLE_MAX) return { ok: false, msg: NOTICE_MSG.titleTooLong }
  return {
    ok: true,
    matches: (n) => {
      const day = n.publishTime.slice(0, 10)
      return (
        (!type || n.type === type) &&
        (!start || day >= start) &&
        (!end || day <= end) &&
        (!title || n.title.toLowerCase().includes(title.toLowerCase()))
      )
    },
  }
}

export const announcementHandlers = [
  http.post(
    api('/rest/announcement/queryHomeList'),
    withAuth(({ request }, auth) => {
      const query = new URL(request.url).searchParams
      if (otherUser(query, auth)) return forbidden()
      const list = newestFirst().slice(0, HOME_LIST_SIZE)
      return ok(list.map((n) => itemOf(n, auth.user.userId)))
    }),
  ),

  http.post(
    api('/rest/announcement/queryMoreList'),
    withAuth(({ request }, auth) => {
      const query = new URL(request.url).searchParams
      if (otherUser(query, auth)) return forbidden()
      const page = pageOf(query)
      if (!page) return fail(BAD_PAGE)
      const filter = filterOf(query)
      if (!filter.ok) return fail(filter.msg)
      const matches = newestFirst().filter(filter.matches)
      const items = matches.map((n) => itemOf(n, auth.user.userId))
      return ok(paginate(items, page))
    }),
  ),

  http.post(
    api('/rest/announcement/view'),
    withAuth(({ request }, auth) => {
      const query = new URL(request.url).searchParams
      if (otherUser(query, auth)) return forbidden()
      const notice = db.state.announcements.find((n) => n.id === query.get('id'))
      if (!notice) return fail(NOTICE_MSG.gone)
      const { userId } = auth.user
      const reads = readsOf(userId)
      if (!reads.includes(notice.id)) db.state.announcementReads[userId] = [...reads, notice.id]
      return ok(detailOf(notice, userId))
    }),
  ),

  http.get(
    api('/rest/announcement/file/:fileId'),
    withAuth(({ params }) => {
      const owner = db.state.announcements.find((n) =>
        n.attachments.some((a) => a.fileId === params.fileId),
      )
      const file = owner?.attachments.find((a) => a.fileId === params.fileId)
      if (!owner || !file) return fail(NOTICE_MSG.fileGone, 404)
      return new HttpResponse(attachmentPdf(owner, file.fileName), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        },
      })
    }),
  ),
]
