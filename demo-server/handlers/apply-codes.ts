import { db } from '../db/db'
import { DEMO_CODE } from './codes'

/**
 * SMS codes of the application forms, one per purpose and mobile: valid 5 minutes, resent at
 * most once a minute; three wrong codes in a row lock the mobile for a minute and spend the
 * code. The demo code 8888 stands in for the code sent, but only while one is live.
 */
export type CodePurpose = 'reg' | 'mgrChange'

const CODE_MS = 5 * 60_000
const RESEND_MS = 60_000
const LOCK_MS = 60_000
const MAX_WRONG = 3

export const LOCKED = '错误次数过多，请1分钟后再试'
export const EXPIRED = '短信验证码已过期，请重新获取'
export const NOT_SENT = '请先获取短信验证码'

const keyOf = (purpose: CodePurpose, mobile: string) => `${purpose}:${mobile}`

export function sendApplyCode(
  purpose: CodePurpose,
  mobile: string,
): { code: string } | { error: string } {
  const now = Date.now()
  const key = keyOf(purpose, mobile)
  const entry = db.state.applyCodes[key]
  if (entry && entry.lockedUntil > now) return { error: LOCKED }
  if (entry?.code && now - entry.sentAt < RESEND_MS) {
    const wait = Math.ceil((RESEND_MS - (now - entry.sentAt)) / 1000)
    return { error: `短信验证码已发送，请${wait}秒后再试` }
  }
  const code = String(Math.floor(100_000 + Math.random() * 900_000))
  db.state.applyCodes[key] = {
    code,
    sentAt: now,
    expiresAt: now + CODE_MS,
    wrong: entry?.wrong ?? 0,
    lockedUntil: 0,
  }
  return { code }
}

/**
 * Checks a code; the message says why it is refused. `spend` uses it up (the application is
 * recorded); a check alone leaves it valid for the submission.
 */
export function checkApplyCode(
  purpose: CodePurpose,
  mobile: string,
  input: string,
  spend: boolean,
): string | undefined {
  const now = Date.now()
  const key = keyOf(purpose, mobile)
  const entry = db.state.applyCodes[key]
  if (entry && entry.lockedUntil > now) return LOCKED
  if (!entry?.code) return NOT_SENT
  if (entry.expiresAt <= now) return EXPIRED
  if (input !== entry.code && input !== DEMO_CODE) {
    entry.wrong += 1
    if (entry.wrong < MAX_WRONG) return `短信验证码错误，还可尝试${MAX_WRONG - entry.wrong}次`
    db.state.applyCodes[key] = { ...entry, code: '', wrong: 0, lockedUntil: now + LOCK_MS }
    return LOCKED
  }
  entry.wrong = 0
  if (spend) delete db.state.applyCodes[key]
  return undefined
}
