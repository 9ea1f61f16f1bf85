import { http } from 'msw'
import {
  SEAL_STATUS_LABEL,
  SEAL_TYPES,
  type Seal,
  type SealStatus,
  type SealType,
  type SealUser,
} from '@contract/api/e-signature'
import { db } from '../db/db'
import { bodyOf } from './custodian-common'
import { ESIGN_MSG, findSeal, sealView } from './e-sign-common'
import { api, fail, ok, withAuth } from './http'
import { pageOfRows, readList } from './list-query'
import { closePending } from './pending'

/*
 * 印章管理 (docs/api.md "电子签约"): the organisation's seals with their status and who may
 * sign with them; the users of the organisation who may be authorised; 授权 (who may use a
 * seal); 启用 (a 待审核 seal's review passes, closing its T00035 item, or a 停用 one back in
 * use) and 停用 (no longer usable for signing). A user whose 印章管理 menu is locked may not.
 */

const TYPES = Object.keys(SEAL_TYPES) as SealType[]
const STATUSES = Object.keys(SEAL_STATUS_LABEL) as SealStatus[]
const MAX_USERS = 50

const orgUsers = (orgId: string): SealUser[] =>
  db.state.users
    .filter((u) => u.orgIds.includes(orgId))
    .map((u) => ({ userId: u.userId, realName: u.realName, userName: u.userName }))

interface StatusChange {
  sealId: string
  action: 'enable' | 'disable'
}

export const eSignSealHandlers = [
  http.post(
    api('/rest/esign/querySeals'),
    withAuth(({ request }, auth) => {
      const params = new URL(request.url).searchParams
      const query = readList(params, (p) => ({
        sealType: p.oneOf('sealType', TYPES, ESIGN_MSG.sealType),
        status: p.oneOf('status', STATUSES, ESIGN_MSG.status),
      }))
      if (typeof query === 'string') return fail(query)
      const rows = db.state.seals
        .filter(
          (s) =>
            s.orgId === auth.org.orgId &&
            (!query.sealType || s.sealType === query.sealType) &&
            (!query.status || s.status === query.status),
        )
        .map(sealView)
      const page = pageOfRows<Seal>(params, rows)
      return typeof page === 'string' ? fail(page) : ok(page)
    }),
  ),

  http.post(
    api('/rest/esign/sealUsers'),
    withAuth((_, auth) => ok(orgUsers(auth.org.orgId))),
  ),

  http.post(
    api('/rest/esign/saveSealUsers'),
    withAuth(async ({ request }, auth) => {
      const body = await bodyOf<{ sealId: string; userIds: string[] }>(request)
      if (!body) return fail(ESIGN_MSG.badBody)
      const seal = findSeal(auth.org.orgId, body.sealId)
      if (!seal) return fail(ESIGN_MSG.sealGone)
      const ids = body.userIds
      const mine = new Set(orgUsers(auth.org.orgId).map((u) => u.userId))
      if (
        !Array.isArray(ids) ||
        ids.length > MAX_USERS ||
        ids.some((id) => typeof id !== 'string' || !mine.has(id))
      ) {
        return fail(ESIGN_MSG.users)
      }
      seal.userIds = [...new Set(ids as string[])]
      return ok(sealView(seal))
    }),
  ),

  http.post(
    api('/rest/esign/setSealStatus'),
    withAuth(async ({ request }, auth) => {
      const body = await bodyOf<StatusChange>(request)
      if (!body) return fail(ESIGN_MSG.badBody)
      const seal = findSeal(auth.org.orgId, body.sealId)
      if (!seal) return fail(ESIGN_MSG.sealGone)
      if (body.action === 'enable') {
        if (seal.status === 'enabled') return fail(ESIGN_MSG.alreadyEnabled)
        if (seal.status === 'pending') closePending(seal.sealId, '已启用')
        seal.status = 'enabled'
      } else if (body.action === 'disable') {
        if (seal.status === 'disabled') return fail(ESIGN_MSG.alreadyDisabled)
        if (seal.status === 'pending') return fail(ESIGN_MSG.pendingFirst)
        seal.status = 'disabled'
      } else {
        return fail(ESIGN_MSG.action)
      }
      return ok(sealView(seal))
    }),
  ),
]
