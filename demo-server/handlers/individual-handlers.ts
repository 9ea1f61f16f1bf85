import { http } from 'msw'
import type { CustomerServiceCode, LoginRecord, ReleaseNote } from '@contract/api/account'
import type { PagedList } from '@contract/api/public-site'
import { db } from '../db/db'
import type { LoginRecordRow } from '../db/types'
import { api, fail, forbidden, ok, withAuth } from './http'

/*
 * 个人中心 (最近登录, 客服识别码) and 新功能速递 (docs/api.md). Each call is for the token's own
 * user: another userId is forbidden.
 */

/** How long a customer service code identifies its user. */
export const SERVICE_CODE_HOURS = 2
/** Digits and capitals without look-alikes (0 O 1 I), read aloud over the phone. */
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
export const SERVICE_CODE_PATTERN = /^[2-9A-HJ-NP-Z]{6}$/

function newCode(previous: string | undefined) {
  for (;;) {
    const code = Array.from(
      { length: 6 },
      () => CODE_ALPHABET[Math.floor(Math.random() * CODE_ALPHABET.length)],
    ).join('')
    if (code !== previous) return code
  }
}

function issueCode(userId: string): CustomerServiceCode {
  const previous = db.state.serviceCodes[userId]?.code
  const record = { code: newCode(previous), expiresAt: Date.now() + SERVICE_CODE_HOURS * 3_600_000 }
  db.state.serviceCodes[userId] = record
  return { code: record.code, expireTime: new Date(record.expiresAt).toISOString() }
}

function currentCode(userId: string): CustomerServiceCode {
  const record = db.state.serviceCodes[userId]
  if (!record || record.expiresAt <= Date.now()) return issueCode(userId)
  return { code: record.code, expireTime: new Date(record.expiresAt).toISOString() }
}

const query = (request: Request) => new URL(request.url).searchParams

const recordView = (row: LoginRecordRow): LoginRecord => ({
  id: row.id,
  loginTime: row.at,
  method: row.method,
  orgName: db.state.orgs.find((o) => o.orgId === row.orgId)?.orgName ?? row.orgId,
  ip: row.ip,
  region: row.region,
  success: row.success,
  ...(row.failReason ? { failReason: row.failReason } : {}),
})

const PAGE_SIZE_MAX = 50
const whole = (value: string | null, fallback: number) =>
  value === null ? fallback : /^\d+$/.test(value) ? Number(value) : NaN

export const individualHandlers = [
  http.post(
    api('/user/queryLoginRecords'),
    withAuth(({ request }, { user }) => {
      const params = query(request)
      if (params.get('userId') !== user.userId) return forbidden()
      const pageNo = whole(params.get('pageNo'), 1)
      const pageSize = whole(params.get('pageSize'), 10)
      if (!(pageNo >= 1) || !(pageSize >= 1 && pageSize <= PAGE_SIZE_MAX)) {
        return fail('分页参数无效')
      }
      const own = db.state.loginRecords.filter((r) => r.userId === user.userId).reverse()
      const list = own.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(recordView)
      return ok<PagedList<LoginRecord>>({ list, total: own.length, pageNo, pageSize })
    }),
  ),

  http.post(
    api('/user/getCustomerServiceCode'),
    withAuth(({ request }, { user }) =>
      query(request).get('userId') === user.userId ? ok(currentCode(user.userId)) : forbidden(),
    ),
  ),

  http.post(
    api('/user/refreshCustomerServiceCode'),
    withAuth(({ request }, { user }) =>
      query(request).get('userId') === user.userId ? ok(issueCode(user.userId)) : forbidden(),
    ),
  ),

  http.get(
    api('/query/releaseNotes'),
    withAuth(() => ok<ReleaseNote[]>(db.state.releaseNotes)),
  ),
]
