import { db } from '../db/db'
import { DEMO_CODE } from './codes'
import { ESIGN_MSG } from './e-sign-common'

/**
 * The SMS codes that confirm a signature, one per user and document: valid 5 minutes, sent
 * again at most once a minute; five wrong codes spend it. The demo code 8888 stands in for
 * the code sent, but only while one is live (so an expired code is refused even then).
 */
const CODE_MS = 5 * 60_000
const RESEND_MS = 60_000
const MAX_WRONG = 5

const keyOf = (userId: string, docId: string) => `${userId}:${docId}`

export function sendSignCode(userId: string, docId: string): { code: string } | { error: string } {
  const now = Date.now()
  const key = keyOf(userId, docId)
  const entry = db.state.signCodes[key]
  if (entry && now - entry.sentAt < RESEND_MS) {
    return {
      error: `短信验证码已发送，请${Math.ceil((RESEND_MS - (now - entry.sentAt)) / 1000)}秒后再试`,
    }
  }
  const code = String(Math.floor(100_000 + Math.random() * 900_000))
  db.state.signCodes[key] = { code, sentAt: now, expiresAt: now + CODE_MS, wrong: 0 }
  return { code }
}

/** Checks a code and uses it up when right; the message says why it is refused. */
export function checkSignCode(userId: string, docId: string, input: string): string | undefined {
  const key = keyOf(userId, docId)
  const entry = db.state.signCodes[key]
  if (!entry) return ESIGN_MSG.notSent
  if (entry.expiresAt <= Date.now()) {
    delete db.state.signCodes[key]
    return ESIGN_MSG.expired
  }
  if (input !== entry.code && input !== DEMO_CODE) {
    entry.wrong += 1
    if (entry.wrong < MAX_WRONG) return ESIGN_MSG.wrongCode
    delete db.state.signCodes[key]
    return ESIGN_MSG.tooMany
  }
  delete db.state.signCodes[key]
  return undefined
}

/** When the live code for this signature was sent (epoch ms), if one is. */
export const codeSentAt = (userId: string, docId: string) =>
  db.state.signCodes[keyOf(userId, docId)]?.sentAt
