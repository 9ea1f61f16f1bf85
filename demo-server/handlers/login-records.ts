import type { LoginMethod } from '@contract/api/account'
import { db } from '../db/db'
import { DEMO_CLIENTS } from '../db/seed-account'

/** Each user's 最近登录 keeps this many; older ones are dropped. */
export const LOGIN_RECORDS_KEPT = 50

const nextId = () => {
  const last = db.state.loginRecords.at(-1)?.id ?? 'L0'
  return `L${String(Number(last.slice(1)) + 1).padStart(6, '0')}`
}

/**
 * Writes down a login (or a refused attempt) of a user for 个人中心 · 最近登录. The demo has no
 * client address: each user logs in from a fixed office address.
 */
export function recordLogin(
  userId: string,
  orgId: string,
  method: LoginMethod,
  failReason?: string,
) {
  const from = DEMO_CLIENTS[userId] ?? { ip: '10.16.8.1', region: '山东省济南市' }
  db.state.loginRecords.push({
    id: nextId(),
    userId,
    orgId,
    at: new Date().toISOString(),
    method,
    ...from,
    success: failReason === undefined,
    ...(failReason ? { failReason } : {}),
  })
  const own = db.state.loginRecords.filter((r) => r.userId === userId)
  if (own.length > LOGIN_RECORDS_KEPT) {
    const dropped = new Set(own.slice(0, own.length - LOGIN_RECORDS_KEPT))
    db.state.loginRecords = db.state.loginRecords.filter((r) => !dropped.has(r))
  }
}

/**
 * The organisation picker after a login (loginChangeUser) finishes that same login: its record
 * takes the chosen organisation rather than counting as a second login.
 */
export function loginOrgChosen(userId: string, orgId: string) {
  const latest = db.state.loginRecords.findLast((r) => r.userId === userId && r.success)
  if (latest && latest.method !== 'switch') latest.orgId = orgId
  else recordLogin(userId, orgId, 'password')
}
