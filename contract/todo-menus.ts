import { IF_AUTH_PERMITTED } from '@contract/api'

/**
 * The one table of to-do keys (portal-spec §3 "Todo counts") and the page each one counts
 * (screens.md "To-do keys → menus"). The named keys follow screens.md; the spec leaves the
 * T000xx task keys unassigned, so their pages are this project's choice. The mock backend
 * imports this table too, so the client and the demo never disagree.
 */
export const todoKeyMenuUrl = {
  fundRaiserOrderNum: 'sales-manage/raise-order',
  fiduciaryAccountNum1: 'custodian/custody-account-open',
  fiduciaryAccountNum2: 'custodian/raising-account-open',
  fiduciaryAccountNum3: 'custodian/securities-account-open',
  transferAuthorityNum: 'custodian/transfer-authority',
  fundCreateNum: 'product-manage/fund-create',
  openAccountNum: 'transfer-agent/investor-open-account',
  liquidationNum: 'product-manage/fund-liquidation',
  fundDividendsNum: 'product-manage/fund-dividends',
  investorAccountAuditNum: 'general-manage/investor-user-manage',
  investorPasswordResetNum: 'general-manage/investor-user-manage',
  maxRedeemApplyConfirmNum: 'transfer-agent/max-redeem-confirm',
  T00009: 'custodian/transfer-instruction',
  T00014: 'custodian/tripartite-agreement',
  T00017: 'valuation-check/valuation-table',
  T00018: 'valuation-check/net-value',
  T00019A: 'data-submission/periodic-report',
  T00019B: 'data-submission/periodic-report',
  T00021: 'data-submission/stamp-periodic-report',
  T00034: 'electronic-signature/pending-sign',
  T00035: 'electronic-signature/seal-manage',
  T00042: 'contract-manage/contract-draft',
  T00043: 'contract-manage/contract-change',
  T00049: 'contract-manage/contract-query',
  T00051: 'valuation-check/vat',
  T00054: 'valuation-check/financial-report',
  T00055: 'valuation-check/account-voucher',
  T00057: 'data-submission/quantify-operation',
  T00058: 'electronic-signature/pending-sign',
  T00060: 'custodian/transfer-instruction',
  T00063: 'valuation-check/net-value',
  T00064: 'custodian/tripartite-agreement',
} as const satisfies Record<string, string>

export type TodoKey = keyof typeof todoKeyMenuUrl
export const TODO_KEYS = Object.keys(todoKeyMenuUrl) as TodoKey[]

/** Counts by to-do key, as queryToDoCount answers them. */
export type TodoCounts = Readonly<Record<string, number>>

/** portal-spec §3: the badge of menu 100202 (投资者用户管理) is these two keys together. */
export const INVESTOR_USER_MENU_ID = 100202
const INVESTOR_USER_KEYS: readonly TodoKey[] = [
  'investorAccountAuditNum',
  'investorPasswordResetNum',
]

interface BadgeMenu {
  menuId: number
  menuUrl: string
  /** 1: the user may open the page. A locked page's to-dos are not theirs to act on. */
  ifAuth: number
}

const opens = (menu: BadgeMenu) => menu.ifAuth === IF_AUTH_PERMITTED

const trimSlashes = (url: string) => url.trim().replace(/^\/+|\/+$/g, '')
const countOf = (counts: TodoCounts, key: string) => {
  const n = counts[key]
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : 0
}

/** The to-do keys whose pending items belong to this menu's page. */
export function todoKeysFor(menu: Pick<BadgeMenu, 'menuId' | 'menuUrl'>): TodoKey[] {
  const url = trimSlashes(menu.menuUrl)
  const keys = url ? TODO_KEYS.filter((key) => todoKeyMenuUrl[key] === url) : []
  if (menu.menuId === INVESTOR_USER_MENU_ID) {
    for (const key of INVESTOR_USER_KEYS) if (!keys.includes(key)) keys.push(key)
  }
  return keys
}

/**
 * The count a menu's badge shows: the sum of the counts of the keys mapped to its page; none
 * for a page the user may not open (it keeps its lock, not a count).
 */
export function badgeCountFor(menu: BadgeMenu, counts: TodoCounts): number {
  if (!opens(menu)) return 0
  return todoKeysFor(menu).reduce((sum, key) => sum + countOf(counts, key), 0)
}

interface BadgeNode extends BadgeMenu {
  children: readonly BadgeNode[]
}

/**
 * The count a group or section shows: every page beneath it (and itself, when it is a page)
 * that the user may open, each to-do key counted once even when two menus share a page. A
 * locked menu adds nothing, nor does anything under it. Every badge of the shell (header
 * groups, 更多, panels) comes from here or badgeCountFor, so they all agree.
 */
export function groupBadgeCount(node: BadgeNode, counts: TodoCounts): number {
  const keys = new Set<TodoKey>()
  const visit = (n: BadgeNode) => {
    if (!opens(n)) return
    todoKeysFor(n).forEach((key) => keys.add(key))
    n.children.forEach(visit)
  }
  visit(node)
  return [...keys].reduce((sum, key) => sum + countOf(counts, key), 0)
}
