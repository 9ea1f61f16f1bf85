import { instantOf } from '@contract/beijing-time'
import { fromAuthored } from './authored-dates'
import type { LoginMethod } from '@contract/api/account'
import type { AccountTables, LoginRecordRow } from './account-types'
import { seedReleaseNotes } from './seed-release-notes'

/** Where the demo's users log in from: a fixed office address per user (there is no real IP). */
export const DEMO_CLIENTS: Record<string, { ip: string; region: string }> = {
  U1001: { ip: '10.16.8.21', region: '山东省济南市' },
  U1002: { ip: '10.16.9.37', region: '山东省济南市' },
  U1003: { ip: '10.16.8.64', region: '山东省济南市' },
  U1004: { ip: '10.16.8.75', region: '山东省济南市' },
}

const TRIP = { ip: '116.228.35.10', region: '上海市' }

type Row = [
  userId: string,
  orgId: string,
  beijing: string,
  method: LoginMethod,
  failReason?: string,
]

/**
 * Earlier logins, in Beijing time, oldest first: a business trip, a mistyped password (moved to
 * the seed day by whole weeks, see authored-dates.ts).
 */
const EARLIER: Row[] = [
  ['U1001', 'ORG001', '2026-11-13 09:02', 'password'],
  ['U1001', 'ORG001', '2026-11-14 08:41', 'password'],
  ['U1001', 'ORG001', '2026-11-16 13:25', 'wechat'],
  ['U1001', 'ORG001', '2026-11-17 08:55', 'password', '密码错误'],
  ['U1001', 'ORG001', '2026-11-17 08:56', 'password'],
  ['U1001', 'ORG002', '2026-11-17 10:12', 'switch'],
  ['U1001', 'ORG001', '2026-11-18 09:07', 'sso'],
  ['U1001', 'ORG001', '2026-11-19 08:49', 'password'],
  ['U1002', 'ORG003', '2026-11-18 08:30', 'password'],
  ['U1002', 'ORG003', '2026-11-19 14:02', 'sso'],
  ['U1003', 'ORG001', '2026-11-19 09:15', 'wechat'],
  ['U1004', 'ORG001', '2026-11-12 10:20', 'password'],
]
/** The manager logged in from Shanghai on these. */
const ON_TRIP = new Set([
  '2026-11-16 13:25',
  '2026-11-17 08:55',
  '2026-11-17 08:56',
  '2026-11-17 10:12',
])

const iso = (beijing: string) => new Date(instantOf(beijing)).toISOString()

function seedLoginRecords(): LoginRecordRow[] {
  return EARLIER.map(([userId, orgId, beijing, method, failReason], n) => {
    const from = userId === 'U1001' && ON_TRIP.has(beijing) ? TRIP : DEMO_CLIENTS[userId]
    return {
      id: `L${String(n + 1).padStart(6, '0')}`,
      userId,
      orgId,
      at: iso(fromAuthored(beijing)),
      method,
      ip: from?.ip ?? '10.16.8.1',
      region: from?.region ?? '山东省济南市',
      success: failReason === undefined,
      ...(failReason ? { failReason } : {}),
    }
  })
}

export function seedAccountTables(): AccountTables {
  return { loginRecords: seedLoginRecords(), serviceCodes: {}, releaseNotes: seedReleaseNotes() }
}
