import { http } from 'msw'
import { FEEDBACK_TYPE } from '@contract/api'
import { db } from '../db/db'
import { guideFor } from '../db/seed-guides'
import type { RemarkRecord } from '../db/types'
import { api, fail, forbidden, ok, withAuth } from './http'
import { menusFor } from './menu-handlers'

/*
 * 业务说明 and its feedback (portal-spec §3, §7). feedBackType: 1 满意, 0 一般, 2 a complaint
 * (the text in feedBackReview), 3 一般 toggled off, 4 满意 toggled off.
 */
export const GUIDE_MSG = {
  badType: '评价类型不正确',
  badMenu: '菜单编号不正确',
  emptyReview: '请输入评价内容！',
  longReview: '评价内容不能超过2000字',
} as const

export const REVIEW_MAX_LENGTH = 2000
const COMPLAINT = 2
/** The types that are ratings; the latest of them is what getUserRemark answers. */
const { average, satisfied, averageOff, satisfiedOff } = FEEDBACK_TYPE
const RATINGS = new Set<number>([average, satisfied, averageOff, satisfiedOff])

/** A menu id as the request carries it: a positive integer (number or digits), else NaN. */
const menuIdOf = (raw: unknown) =>
  (typeof raw === 'number' && Number.isInteger(raw) && raw > 0) ||
  (typeof raw === 'string' && /^\d+$/.test(raw.trim()))
    ? Number(raw)
    : NaN

const queryOf = (request: Request) => new URL(request.url).searchParams

const readJson = async (request: Request): Promise<Record<string, unknown> | undefined> => {
  try {
    const body: unknown = await request.json()
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

/** The user's latest rating of a menu (types 0, 1, 3, 4), if any. */
export const latestRating = (userId: string, menuId: number) =>
  db.state.remarks.findLast(
    (r) => r.userId === userId && r.menuId === menuId && RATINGS.has(r.feedBackType),
  )

export const guideHandlers = [
  http.post(
    api('/query/queryUserGuide'),
    withAuth(({ request }, { user }) => {
      const query = queryOf(request)
      if (query.get('userId') !== user.userId) return forbidden()
      const menuId = menuIdOf(query.get('menuId'))
      if (Number.isNaN(menuId)) return fail(GUIDE_MSG.badMenu)
      // Only the user's own menus have a guide for them.
      const visible = menusFor(user).some((m) => m.menuId === menuId)
      return ok(visible ? guideFor(menuId) : { content: '', showNotice: false })
    }),
  ),

  http.get(
    api('/menuRemark/getUserRemark'),
    withAuth(({ request }, { user }) => {
      const query = queryOf(request)
      if (query.get('userId') !== user.userId) return forbidden()
      const menuId = menuIdOf(query.get('menuId'))
      if (Number.isNaN(menuId)) return fail(GUIDE_MSG.badMenu)
      const latest = latestRating(user.userId, menuId)
      return ok({ userId: user.userId, menuId, feedBackType: latest?.feedBackType ?? null })
    }),
  ),

  http.post(
    api('/menuRemark/modifyUserRemark'),
    withAuth(async ({ request }, { user }) => {
      const body = (await readJson(request)) ?? {}
      if (body.userId !== user.userId) return forbidden()
      const menuId = menuIdOf(body.menuId)
      if (Number.isNaN(menuId)) return fail(GUIDE_MSG.badMenu)
      const raw = body.feedBackType
      // A number 0–4 (a digit string too, as a Java backend would bind it).
      const type =
        typeof raw === 'number' || (typeof raw === 'string' && raw !== '') ? Number(raw) : NaN
      if (!Number.isInteger(type) || type < 0 || type > 4) return fail(GUIDE_MSG.badType)
      const review = typeof body.feedBackReview === 'string' ? body.feedBackReview : ''
      if (type === COMPLAINT) {
        if (review.trim() === '') return fail(GUIDE_MSG.emptyReview)
        if (review.length > REVIEW_MAX_LENGTH) return fail(GUIDE_MSG.longReview)
      }
      const record: RemarkRecord = {
        userId: user.userId,
        menuId,
        feedBackType: type,
        feedBackReview: type === COMPLAINT ? review : '',
        at: new Date().toISOString(),
      }
      db.state.remarks = [...db.state.remarks, record]
      return ok(null)
    }),
  ),
]
