import { seedMenus } from './seed-menus'

/*
 * The done history (办结) of each organisation: thousands of rows over three years, generated
 * from the row's index alone, so none of it is stored in the persisted db. Row 0 is the newest.
 */

/** Products of the demo organisations, shown in titles. */
export const DEMO_FUNDS: Readonly<Record<string, readonly string[]>> = {
  ORG001: ['泉城稳健一号', '泉城成长二号', '泉城量化对冲一号', '泉城价值精选', '泉城债券增强三号'],
  ORG002: ['齐鲁鑫享一号', '齐鲁稳盈二号', '齐鲁多策略一号'],
  ORG003: ['泰山价值一号', '泰山红利精选'],
}

const HISTORY_ROWS: Readonly<Record<string, number>> = { ORG001: 6200, ORG002: 1800, ORG003: 900 }

/** What is done on each page, and the results it can end with. */
const KINDS: ReadonlyArray<[menuUrl: string, action: string, results: readonly string[]]> = [
  ['product-manage/fund-create', '产品成立申请', ['已通过', '已退回']],
  ['sales-manage/raise-order', '募集订单处理', ['已办结']],
  ['custodian/transfer-instruction', '划款指令复核', ['已通过', '已退回']],
  ['valuation-check/valuation-table', '估值表核对', ['已确认']],
  ['valuation-check/net-value', '净值核对', ['已确认']],
  ['data-submission/periodic-report', '定期报告上传', ['已通过', '已退回']],
  ['electronic-signature/pending-sign', '文件签署', ['已签署']],
  ['transfer-agent/investor-open-account', '投资者开户审核', ['已通过', '已退回']],
  ['product-manage/fund-dividends', '分红方案确认', ['已确认']],
  ['contract-manage/contract-draft', '合同起草', ['已办结']],
]

const menuNameOf = new Map(seedMenus.map((m) => [m.menuUrl, m.menuName]))

/** The newest row's 办结时间: 2025-06-01 17:30 Beijing time. */
const NEWEST = Date.UTC(2025, 5, 1, 9, 30)
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

/** Row i of an organisation's history (0 newest); a pure function of its arguments. */
export function doneRowAt(orgId: string, i: number): GeneratedDone {
  const funds = DEMO_FUNDS[orgId] ?? ['示例产品']
  const step = THREE_YEARS_MS / Math.max(historySize(orgId), 1)
  const kind = KINDS[hash(i, 1) % KINDS.length]!
  const [menuUrl, action, results] = kind
  const doneAt = NEWEST - (i + (hash(i, 2) % 900) / 1000) * step
  const submittedAt = doneAt - (1 + (hash(i, 3) % 96)) * 3_600_000 - (hash(i, 4) % 60) * 60_000
  return {
    id: `D${orgId}-${String(i).padStart(5, '0')}`,
    title: `${funds[hash(i, 5) % funds.length]} ${action}`,
    menuName: menuNameOf.get(menuUrl) ?? action,
    menuUrl,
    submittedAt: new Date(Math.round(submittedAt / 1000) * 1000).toISOString(),
    doneAt: new Date(Math.round(doneAt / 1000) * 1000).toISOString(),
    result: results[hash(i, 6) % results.length]!,
  }
}

const histories = new Map<string, readonly GeneratedDone[]>()

/** The whole history of an organisation, newest first (generated once; it never changes). */
export function doneHistory(orgId: string): readonly GeneratedDone[] {
  let rows = histories.get(orgId)
  if (!rows) {
    rows = Array.from({ length: historySize(orgId) }, (_, i) => doneRowAt(orgId, i))
    histories.set(orgId, rows)
  }
  return rows
}
