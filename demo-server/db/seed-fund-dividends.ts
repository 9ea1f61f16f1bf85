import type { DividendMethod, DividendStatus } from '@contract/api/fund-dividends'
import {
  at,
  beijingToday,
  FILER,
  pick,
  round2,
  sharesOf,
  tradingDayFrom,
} from './application-dates'
import { addDays } from './trading-days'
import type { DividendRecord, FundRecord, PendingItemRecord } from './types'

/*
 * 产品分红: paid plans of past Junes (0.05 a unit, as the NAV model pays), one confirmed plan
 * an organisation and, at 泉城, two plans awaiting the manager's confirmation.
 */

/** Per organisation: plans awaiting confirmation, confirmed ones, then paid ones. */
const PLAN: Readonly<Record<string, [confirming: number, confirmed: number, paid: number]>> = {
  ORG001: [2, 2, 8],
  ORG002: [0, 1, 6],
  ORG003: [0, 1, 4],
}

export const dividendPendingTitle = (fundName: string) => `${fundName} 分红方案待确认`

interface Draft {
  id: string
  fund: FundRecord
  status: DividendStatus
  recordDate: string
  perUnit: number
  method: DividendMethod
  /** The day the plan was filed: a week before a past record date, before the seed day. */
  registered: string
}

function recordOf(draft: Draft): DividendRecord {
  const { id, fund, status, recordDate, perUnit, method, registered } = draft
  const shares = sharesOf(fund.fundCode)
  const exDate = tradingDayFrom(addDays(recordDate, 1))
  const filer = FILER[fund.orgId] ?? '经办人'
  const events: DividendRecord['events'] = [
    { step: 'submit', at: at(registered, '14:10'), actor: filer },
  ]
  if (status !== 'confirming') {
    events.push({ step: 'confirm', at: at(addDays(registered, 1), '09:40'), actor: filer })
  }
  if (status === 'paid') {
    events.push({ step: 'pay', at: at(addDays(exDate, 2), '15:00'), actor: '注册登记部' })
  }
  return {
    id,
    orgId: fund.orgId,
    fundCode: fund.fundCode,
    fundName: fund.fundName,
    status,
    recordDate,
    exDate,
    perUnit,
    method,
    shares,
    totalAmount: round2(perUnit * shares),
    unitNav: null,
    navDate: null,
    events,
  }
}

export function seedDividends(funds: readonly FundRecord[]) {
  const today = beijingToday()
  const records: DividendRecord[] = []
  for (const [orgId, [confirming, confirmed, paid]] of Object.entries(PLAN)) {
    const operating = funds.filter((f) => f.orgId === orgId && f.stage === 'operating')
    const letter = operating[0]?.fundCode.slice(2, 3) ?? 'X'
    let n = 0
    const add = (fund: FundRecord | undefined, draft: Omit<Draft, 'id' | 'fund'>) => {
      if (fund)
        records.push(recordOf({ id: `DV${letter}${String(++n).padStart(3, '0')}`, fund, ...draft }))
    }
    for (let i = 0; i < confirming + confirmed; i += 1) {
      const recordDate = tradingDayFrom(addDays(today, 6 + i * 4))
      add(operating[i], {
        status: i < confirming ? 'confirming' : 'confirmed',
        recordDate,
        perUnit: [0.03, 0.045, 0.02, 0.06][i % 4]!,
        method: i % 2 ? 'reinvest' : 'cash',
        // Filed before the seed day (and confirmed the day after, for a confirmed one).
        registered: addDays(today, -2 - i * 3),
      })
    }
    for (let i = 0; i < paid; i += 1) {
      const year = Number(today.slice(0, 4)) - 1 - (i % 2)
      const recordDate = tradingDayFrom(`${year}-06-${20 + (i % 5)}`)
      add(operating[(i * 2) % operating.length], {
        status: 'paid',
        recordDate,
        registered: addDays(recordDate, -7),
        perUnit: 0.05,
        method: pick(String(i), orgId, 0, 2) === 0 ? 'reinvest' : 'cash',
      })
    }
  }
  const pending: PendingItemRecord[] = records
    .filter((r) => r.status === 'confirming')
    .map((r) => ({
      id: r.id,
      todoKey: 'fundDividendsNum',
      orgId: r.orgId,
      title: dividendPendingTitle(r.fundName),
      createdAt: new Date(Date.parse(r.events[0]!.at)).toISOString(),
    }))
  return { records, pending }
}
