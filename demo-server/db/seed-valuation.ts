import { beijingToday, instantOf } from '@contract/beijing-time'
import type { SendKind } from '@contract/api/valuation'
import { navIndexOf, disclosureDayOnOrBefore } from './valuation-days'
import { recipientsOf, SEND_FAILURES } from './valuation-mail'
import type {
  CheckKind,
  ValuationCheckRecord,
  ValuationSendRecord,
  ValuationTables,
} from './valuation-types'
import { hashText } from './random'
import { seedFundContacts } from './seed-fund-contacts'
import { addDays } from './trading-days'
import type { FundRecord, PendingItemRecord } from './types'

/*
 * 估值核对's records, from the funds' latest NAV days (so around the day of the seed): the
 * checks that wait on the manager (docs/api.md "估值核对", to-do keys T00017, T00018, T00063)
 * and the send history of the last eight NAV days.
 */

/** How many of each organisation's running funds wait on each check. */
const WAITING: Readonly<Record<CheckKind, Readonly<Record<string, number>>>> = {
  table: { ORG001: 3, ORG002: 2, ORG003: 2 },
  nav: { ORG001: 2, ORG002: 1, ORG003: 1 },
  notice: { ORG001: 2, ORG002: 1, ORG003: 1 },
}
/** Which of the running funds (by position) each check starts from. */
const FIRST: Readonly<Record<CheckKind, number>> = { table: 0, nav: 3, notice: 5 }

export const TODO_KEY_OF: Readonly<Record<CheckKind, string>> = {
  table: 'T00017',
  nav: 'T00018',
  notice: 'T00063',
}

const TITLE_OF: Readonly<Record<CheckKind, string>> = {
  table: '估值表待核对',
  nav: '净值待核对',
  notice: '净值公告待确认',
}

export const checkId = (kind: CheckKind, fundCode: string, date: string) =>
  `VC-${kind}-${fundCode}-${date}`

export const pendingTitle = (kind: CheckKind, fundName: string, date: string) =>
  `${fundName} ${date} ${TITLE_OF[kind]}`

const running = (funds: readonly FundRecord[], orgId: string) =>
  funds.filter((f) => f.orgId === orgId && f.stage === 'operating' && navIndexOf(f).series.length)

function seedChecks(funds: readonly FundRecord[]): ValuationCheckRecord[] {
  const orgs = [...new Set(funds.map((f) => f.orgId))]
  return (Object.keys(WAITING) as CheckKind[]).flatMap((kind) =>
    orgs.flatMap((orgId) =>
      running(funds, orgId)
        .slice(FIRST[kind], FIRST[kind] + (WAITING[kind][orgId] ?? 0))
        .map((fund) => {
          const last = navIndexOf(fund).series.at(-1)!.date
          const date = kind === 'notice' ? disclosureDayOnOrBefore(last) : last
          return {
            id: checkId(kind, fund.fundCode, date),
            kind,
            orgId,
            fundCode: fund.fundCode,
            date,
          }
        }),
    ),
  )
}

/** Beijing time `minutes` past 09:00 on a day. */
const morningOf = (day: string, minutes: number) =>
  `${day} ${String(9 + Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`

const SENT_DAYS = 8

function seedSends(funds: readonly FundRecord[]): ValuationSendRecord[] {
  const contacts = seedFundContacts([...funds])
  const sends: Array<Omit<ValuationSendRecord, 'sendId'>> = []
  const add = (
    kind: SendKind,
    fund: FundRecord,
    date: string,
    extra: Partial<ValuationSendRecord> = {},
  ) => {
    const roll = hashText(`${kind}/${fund.fundCode}/${date}`)
    const failed = roll % 11 === 0
    sends.push({
      kind,
      orgId: fund.orgId,
      fundCode: fund.fundCode,
      date,
      recipients: recipientsOf(kind, fund, contacts),
      sentAt: morningOf(addDays(extra.date ?? date, 1), (roll >>> 4) % 50),
      sender: '系统自动发送',
      result: failed ? 'failed' : 'success',
      ...(failed ? { reason: SEND_FAILURES[(roll >>> 8) % SEND_FAILURES.length] } : {}),
      ...extra,
    })
  }
  const orgs = [...new Set(funds.map((f) => f.orgId))]
  for (const orgId of orgs) {
    running(funds, orgId)
      .slice(0, 5)
      .forEach((fund, i) => {
        const series = navIndexOf(fund).series
        for (const point of series.slice(-1 - SENT_DAYS, -1)) {
          add('table', fund, point.date)
          if (i < 4) add('nav', fund, point.date)
        }
        if (i >= 3) return
        // Each of the last three months' NAV series, sent at the month's end.
        const months = [...new Set(series.map((p) => p.date.slice(0, 7)))].slice(-4, -1)
        for (const month of months) {
          const days = series.filter((p) => p.date.startsWith(month))
          const beginDate = days[0]!.date
          const endDate = days.at(-1)!.date
          add('series', fund, endDate, { beginDate, points: days.length })
        }
      })
  }
  return sends
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt) || a.fundCode.localeCompare(b.fundCode))
    .map((s, i) => ({ sendId: `VS${String(i + 1).padStart(5, '0')}`, ...s }))
}

export function seedValuation(funds: readonly FundRecord[]): ValuationTables {
  return { valuationChecks: seedChecks(funds), valuationSends: seedSends(funds) }
}

/** The pending items of the checks that wait (each with its check's id). */
export function valuationPendingItems(
  tables: ValuationTables,
  funds: readonly FundRecord[],
): PendingItemRecord[] {
  const nameOf = new Map(funds.map((f) => [f.fundCode, f.fundName]))
  return tables.valuationChecks
    .filter((c) => !c.confirmedAt)
    .map((c) => ({
      id: c.id,
      todoKey: TODO_KEY_OF[c.kind],
      orgId: c.orgId,
      title: pendingTitle(c.kind, nameOf.get(c.fundCode) ?? c.fundCode, c.date),
      // The custodian hands them over the next morning, or at the start of Beijing's today if
      // that is still to come (not now: the same seed, whatever the minute it is made).
      createdAt: new Date(
        Math.min(instantOf(`${addDays(c.date, 1)} 08:30`), instantOf(beijingToday())),
      ).toISOString(),
    }))
}
