import { beijingNow } from '@contract/beijing-time'
import { http } from 'msw'
import {
  DEMAND_CATEGORIES,
  DEMAND_STATUSES,
  DEMAND_TEXT_MAX,
  type DemandStatus,
  type DemandSubmit,
  type DemandSuggestion,
} from '@contract/api/demand'
import type { PagedList } from '@contract/api/public-site'
import { db } from '../db/db'
import type { DemandRecord } from '../db/types'
import { receiveDemandUpload } from './demand-uploads'
import { api, fail, forbidden, ok, withAuth } from './http'

/*
 * 需求建议 (docs/api.md "Demand suggestions"): upload an attachment, submit a suggestion, list
 * one's own with status and replies. Every rule is checked here again, whatever the client did.
 */

export const DEMAND_MSG = {
  badBody: '请求格式有误',
  category: '请选择需求类别',
  contentEmpty: '请输入需求描述',
  contentTooLong: `需求描述不能超过${DEMAND_TEXT_MAX}个字符`,
  attachment: '附件不存在或已失效，请重新上传',
  status: '需求状态有误',
  page: '分页参数有误',
} as const

const PAGE_SIZE_MAX = 100

const view = ({ userId: _owner, ...suggestion }: DemandRecord): DemandSuggestion => suggestion

let submitted = 0

function problemOf(body: Partial<DemandSubmit>, userId: string): string | undefined {
  if (!(DEMAND_CATEGORIES as readonly unknown[]).includes(body.category)) return DEMAND_MSG.category
  if (typeof body.content !== 'string' || body.content.trim() === '') {
    return DEMAND_MSG.contentEmpty
  }
  if (body.content.length > DEMAND_TEXT_MAX) return DEMAND_MSG.contentTooLong
  if (body.attachmentId !== undefined && body.attachmentId !== null && body.attachmentId !== '') {
    const upload =
      typeof body.attachmentId === 'string' ? db.state.demandUploads[body.attachmentId] : undefined
    if (!upload || upload.userId !== userId || upload.used) return DEMAND_MSG.attachment
  }
  return undefined
}

/** A whole number from a query parameter, or undefined. */
const whole = (text: string | null) => (text !== null && /^\d+$/.test(text) ? Number(text) : NaN)

export const demandHandlers = [
  http.post(
    api('/rest/demand/upload'),
    withAuth(async ({ request }, { user }) => {
      const form = await request.formData().catch(() => undefined)
      if (!form) return fail(DEMAND_MSG.badBody)
      const received = await receiveDemandUpload(form, user.userId)
      if (typeof received === 'string') return fail(received)
      return ok({ fileId: received.fileId, fileName: received.fileName, size: received.size })
    }),
  ),

  http.post(
    api('/rest/demand/submit'),
    withAuth(async ({ request }, { user }) => {
      const body = (await request.json().catch(() => undefined)) as
        Partial<DemandSubmit> | undefined
      if (!body || typeof body !== 'object') return fail(DEMAND_MSG.badBody)
      const problem = problemOf(body, user.userId)
      if (problem) return fail(problem)
      const upload = body.attachmentId ? db.state.demandUploads[body.attachmentId] : undefined
      if (upload) upload.used = true
      submitted += 1
      const record: DemandRecord = {
        demandId: `DM${Date.now().toString(36).toUpperCase()}${submitted}`,
        userId: user.userId,
        category: body.category as DemandRecord['category'],
        content: body.content as string,
        status: 'pending',
        submittedAt: beijingNow(),
        replies: [],
        ...(upload && {
          attachment: { fileId: upload.fileId, fileName: upload.fileName, size: upload.size },
        }),
      }
      db.state.demands = [record, ...db.state.demands]
      return ok(view(record))
    }),
  ),

  http.post(
    api('/rest/demand/queryMyList'),
    withAuth(({ request }, { user }) => {
      const query = new URL(request.url).searchParams
      if (query.get('userId') !== user.userId) return forbidden()
      const status = query.get('status') ?? ''
      if (status !== '' && !(DEMAND_STATUSES as readonly string[]).includes(status)) {
        return fail(DEMAND_MSG.status)
      }
      const pageNo = whole(query.get('pageNo') ?? '1')
      const pageSize = whole(query.get('pageSize') ?? '10')
      if (!(pageNo >= 1) || !(pageSize >= 1 && pageSize <= PAGE_SIZE_MAX)) {
        return fail(DEMAND_MSG.page)
      }
      const mine = db.state.demands
        .filter(
          (d) => d.userId === user.userId && (!status || d.status === (status as DemandStatus)),
        )
        .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt))
      const list = mine.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(view)
      return ok<PagedList<DemandSuggestion>>({ list, total: mine.length, pageNo, pageSize })
    }),
  ),
]
