import type { DbState } from '../db/types'
import { payloadAt, payloadBlocks, XSS_KEYWORD, XSS_PAYLOADS } from './xss-payloads'

/*
 * The `xss` scenario's 通知公告: hostile titles, publishers, attachment names and contents
 * holding the whole corpus, ten payloads a notice, newest of all so they head the list.
 * (Its hostile messages for 消息中心 are seeded in xss.ts.)
 */

export const XSS_NOTICE_CHUNK = 10
export const XSS_NOTICE_COUNT = Math.ceil(XSS_PAYLOADS.length / XSS_NOTICE_CHUNK)
export const xssNoticeId = (n: number) => `XSSN${String(n + 1).padStart(3, '0')}`

const payload = payloadAt

export function seedXssNotices(state: DbState) {
  const notices = Array.from({ length: XSS_NOTICE_COUNT }, (_, n) => {
    const first = n * XSS_NOTICE_CHUNK
    const content = payloadBlocks(first, XSS_NOTICE_CHUNK)
    return {
      id: xssNoticeId(n),
      title: `${XSS_KEYWORD}公告${n + 1} ${payload(first + 5)}`,
      type: '通知' as const,
      publisher: `托管运营部${payload(first + 6)}`,
      publishTime: `2026-11-21 ${String(20 - (n % 20)).padStart(2, '0')}:00`,
      content,
      attachments: [{ fileId: `${xssNoticeId(n)}F1`, fileName: `${payload(first + 7)}.pdf` }],
    }
  })
  state.announcements = [...notices, ...state.announcements]
}
