import { db } from '../db/db'
import type { ResetAttemptRecord } from '../db/types'
import { DEMO_CODE } from './codes'

/*
 * The resets' SMS codes and wrong tries (staff by userName, investors by their document), and
 * the staff tickets. The demo sends no SMS: the code is
 * always 8888 (as on the login page), and everything else is wrong. Times come from Date.now,
 * so tests can move the clock.
 */
const CODE_MS = 5 * 60_000
const RESEND_MS = 60_000
const MAX_WRONG = 3
const LOCK_MS = 60_000
const TICKET_MS = 10 * 60_000

export const RESET_MSG = {
  locked: '错误次数过多，请1分钟后再试',
  noCode: '请先获取短信验证码',
  expired: '验证码已过期，请重新获取',
  wrong: (left: number) => `验证码错误，还可尝试${left}次`,
  resendWait: (seconds: number) => `验证码已发送，请${seconds}秒后再试`,
} as const

/** Whose attempt: a staff userName, or an investor's `investor|type|number`. */
type AttemptKey = string

/** The attempt; a lock that has run out is lifted (and its count forgotten). */
function attemptOf(userName: AttemptKey): ResetAttemptRecord {
  const now = Date.now()
  const attempt = db.state.resetAttempts[userName] ?? { wrong: 0, lockedUntil: 0 }
  if (attempt.lockedUntil && attempt.lockedUntil <= now) {
    attempt.wrong = 0
    attempt.lockedUntil = 0
  }
  db.state.resetAttempts[userName] = attempt
  return attempt
}

/** Sends a code, or says why not (locked, or one went out under a minute ago). */
export function sendResetCode(userName: AttemptKey): { code: string } | { refused: string } {
  const now = Date.now()
  const attempt = attemptOf(userName)
  if (attempt.lockedUntil) return { refused: RESET_MSG.locked }
  if (attempt.sentAt !== undefined && now - attempt.sentAt < RESEND_MS) {
    return { refused: RESET_MSG.resendWait(Math.ceil((RESEND_MS - (now - attempt.sentAt)) / 1000)) }
  }
  Object.assign(attempt, { code: DEMO_CODE, sentAt: now, expiresAt: now + CODE_MS })
  return { code: DEMO_CODE }
}

/** Checks a code: undefined when right (the code is used up), else what to tell the user. */
export function checkResetCode(userName: AttemptKey, input: string): string | undefined {
  const now = Date.now()
  const attempt = attemptOf(userName)
  if (attempt.lockedUntil) return RESET_MSG.locked
  if (!attempt.code || attempt.expiresAt === undefined) return RESET_MSG.noCode
  if (attempt.expiresAt <= now) {
    attempt.code = undefined
    return RESET_MSG.expired
  }
  if (input.trim() !== attempt.code) {
    attempt.wrong += 1
    if (attempt.wrong < MAX_WRONG) return RESET_MSG.wrong(MAX_WRONG - attempt.wrong)
    // Locked: the code is void too, so a new one is needed once the minute has passed.
    attempt.lockedUntil = now + LOCK_MS
    attempt.code = undefined
    return RESET_MSG.locked
  }
  delete db.state.resetAttempts[userName]
  return undefined
}

/** A ticket for setting the user's password within 10 minutes. */
export function issueTicket(userId: string): string {
  const now = Date.now()
  const live = Object.entries(db.state.resetTickets).filter(([, t]) => t.expiresAt > now)
  db.state.resetTickets = Object.fromEntries(live)
  const ticket = `RPC${now.toString(36)}${Math.random().toString(36).slice(2, 12)}`
  db.state.resetTickets[ticket] = { userId, expiresAt: now + TICKET_MS }
  return ticket
}

/** The user a live ticket belongs to. */
export function ticketUser(ticket: string | null) {
  const record = ticket ? db.state.resetTickets[ticket] : undefined
  if (!record || record.expiresAt <= Date.now()) return undefined
  return db.state.users.find((u) => u.userId === record.userId)
}

export const spendTicket = (ticket: string) => delete db.state.resetTickets[ticket]

/** toModifyPasswordPage's consent to set one investor account's password (10 minutes). */
export const grantKey = (type: string, num: string, orgId: string) => `${type}|${num}|${orgId}`

export function grantInvestor(key: string) {
  db.state.investorGrants[key] = Date.now() + TICKET_MS
}

export function investorGranted(key: string) {
  const until = db.state.investorGrants[key]
  return until !== undefined && until > Date.now()
}
