import { at } from './application-dates'
import { liquidatedOn } from './fund-nav'
import { seedFunds } from './seed-funds'
import { seedMenus } from './seed-menus'
import { addDays } from './trading-days'

/*
 * The done history (办结) of each organisation: thousands of rows over the three years before
 * the seed day, generated from the row's index and the seed day alone, so none of it is stored
 * in the persisted db. Row 0 is the newest. Each row names one of the organisation's funds
 * that could have had that work done that day (see Phase).
 */

const HISTORY_ROWS: Readonly<Record<string, number>> = { ORG001: 6200, ORG002: 1800, ORG003: 900 }

/**
 * When in a fund's life the work is done: before it is established (成立申请, 合同起草), at any
 * time until it is liquidated (募集, 签署, 开户), or while it has books (估值, 净值, 划款…).
 */
type Phase = 'before' | 'alive' | 'books'

/** What is done on each page, when, and the results it can end with. */
const KINDS: ReadonlyArray<
  [menuUrl: string, action: string, phase: Phase, results: readonly string[]]
> = [
  ['product-manage/fund-create', '产品成立申请', 'before', ['已通过', '已退回']],
  ['sales-manage/raise-order', '募集订单处理', 'alive', ['已办结']],
  ['custodian/transfer-instruction', '划款指令复核', 'books', ['已通过', '已退回']],
  ['valuation-check/valuation-table', '估值表核对', 'books', ['已确认']],
  ['valuation-check/net-value', '净值核对', 'books', ['已确认']],
  ['data-submission/periodic-report', '定期报告上传', 'books', ['已通过', '已退回']],
  ['electronic-signature/pending-sign', '文件签署', 'alive', ['已签署']],
  ['transfer-agent/investor-open-account', '投资者开户审核', 'alive', ['已通过', '已退回']],
  ['product-manage/fund-dividends', '分红方案确认', 'books', ['已确认']],
  ['contract-manage/contract-draft', '合同起草', 'before', ['已办结']],
]

const menuNameOf = new Map(seedMenus.map((m) => [m.menuUrl, m.menuName]))

/** The newest row's 办结时间: the day before the seed day, 17:30 Beijing time. */
const newestOf = (seedDay: string) => Date.parse(at(addDays(seedDay, -1), '17:30'))
const THREE_YEARS_MS = 1096 * 24 * 3_600_000

/** A small integer hash of (i, salt): the same every time. */
const hash = (i: number, salt: number) => {
  let x = (i + 1) * 2654435761 + salt * 40503
  x = Math.imul(x ^ (x >>> 15), 2246822519)
  x = Math.imul(x ^ (x >>> 13), 3266489917)
  return (x ^ (x >>> 16)) >>> 0
}

export interface GeneratedDone {
  id: string
  title: string
  menuName: string
  menuUrl: string
  /** ISO 8601. */
  submittedAt: string
  doneAt: string
  result: string
}

export const historySize = (orgId: string) => HISTORY_ROWS[orgId] ?? 0

/** How long before its establishment a fund has work done (成立申请, 合同, 募集). */
const PREPARATION_MS = 180 * 24 * 3_600_000
/** How long a fund still raising has been at it. */
const RAISING_MS = 90 * 24 * 3_600_000

/**
 * An organisation's seeded funds as times: when work on them starts (half a year before they
 * were established, or a quarter before the seed for one still raising), when they were
 * established (never, while raising) and the end of their last day (a liquidated fund's last
 * NAV day).
 */
function lifeOfFunds(orgId: string, seedDay: string) {
  const yesterday = addDays(seedDay, -1)
  return seedFunds()
    .filter((f) => f.orgId === orgId)
    .map((fund) => {
      const established = fund.establishDate
        ? Date.parse(at(fund.establishDate, '00:00'))
        : Infinity
      const lastDay = fund.stage === 'liquidated' ? liquidatedOn(fund, yesterday) : yesterday
      return {
        fundName: fund.fundName,
        starts: fund.establishDate
          ? established - PREPARATION_MS
          : Date.parse(at(seedDay, '00:00')) - RAISING_MS,
        established,
        ends: Date.parse(at(lastDay, '23:59')),
      }
    })
}

type FundLife = ReturnType<typeof lifeOfFunds>[number]

const fitsPhase = ({ starts, established, ends }: FundLife, phase: Phase, time: number) => {
  if (phase === 'before') return starts <= time && time < established
  if (phase === 'alive') return starts <= time && time <= ends
  return established <= time && time <= ends
}

/** Row i of an organisation's history (0 newest); a pure function of its arguments. */
export function doneRowAt(
  orgId: string,
  i: number,
  seedDay: string,
  funds: readonly FundLife[] = lifeOfFunds(orgId, seedDay),
): GeneratedDone {
  const step = THREE_YEARS_MS / Math.max(historySize(orgId), 1)
  const doneAt = newestOf(seedDay) - (i + (hash(i, 2) % 900) / 1000) * step
  const submittedAt = doneAt - (1 + (hash(i, 3) % 96)) * 3_600_000 - (hash(i, 4) % 60) * 60_000
  // The row's kind of work, or the next one some fund could have had done that day.
  let kind = KINDS[0]!
  let fitting: FundLife[] = []
  for (let k = 0; k < KINDS.length && !fitting.length; k += 1) {
    kind = KINDS[(hash(i, 1) + k) % KINDS.length]!
    fitting = funds.filter((f) => fitsPhase(f, kind[2], doneAt))
  }
  const [menuUrl, action, , results] = kind
  const fundName = fitting[hash(i, 5) % Math.max(fitting.length, 1)]?.fundName ?? '示例产品'
  return {
    id: `D${orgId}-${String(i).padStart(5, '0')}`,
    title: `${fundName} ${action}`,
    menuName: menuNameOf.get(menuUrl) ?? action,
    menuUrl,
    submittedAt: new Date(Math.round(submittedAt / 1000) * 1000).toISOString(),
    doneAt: new Date(Math.round(doneAt / 1000) * 1000).toISOString(),
    result: results[hash(i, 6) % results.length]!,
  }
}

const histories = new Map<string, readonly GeneratedDone[]>()

/** The whole history of an organisation seeded on a day, newest first (generated once). */
export function doneHistory(orgId: string, seedDay: string): readonly GeneratedDone[] {
  const key = `${orgId}|${seedDay}`
  let rows = histories.get(key)
  if (!rows) {
    const funds = lifeOfFunds(orgId, seedDay)
    rows = Array.from({ length: historySize(orgId) }, (_, i) => doneRowAt(orgId, i, seedDay, funds))
    // A test that moves the clock seeds another day: keep only a few days' histories.
    if (histories.size >= 6) histories.clear()
    histories.set(key, rows)
  }
  return rows
}
