import { formatAmount, NO_VALUE } from '@/lib/format'
import {
  FEE_KEYS,
  FEE_RULES,
  INVESTOR_TYPES,
  OPEN_FREQUENCIES,
  OUTSOURCING_PROVIDERS,
  type ContractElements,
  type ContractFees,
  type ContractParties,
  type FeeKey,
} from '@contract/api/contract-manage'

/*
 * A contract's elements, fees and parties as label–text pairs, for the wizard's 复核 and
 * 合同查询's detail (missing ones show —).
 */

export type Pair = [label: string, text: string]

const has = (v: unknown) => v !== undefined && v !== null && v !== ''
const or = (v: unknown, text: (v: never) => string) => (has(v) ? text(v as never) : NO_VALUE)

/** A rate with its unit: 1.5 → 1.50%/年 (the rule's decimals, at least 2). */
export function rateText(key: FeeKey, value: number | undefined) {
  if (!has(value)) return NO_VALUE
  const { unit, precision } = FEE_RULES[key]
  return `${formatAmount(value, Math.max(2, precision))}${unit}`
}

export function openText(e: Partial<ContractElements>) {
  if (!e.openFrequency) return NO_VALUE
  if (e.openFrequency === 'closed') return OPEN_FREQUENCIES.closed
  return `${OPEN_FREQUENCIES[e.openFrequency]}第 ${e.openDay ?? '—'} 日（遇节假日顺延）`
}

export const elementPairs = (e: Partial<ContractElements> = {}): Pair[] => [
  ['产品名称', or(e.fundName, String)],
  ['基金类型', or(e.fundType, String)],
  ['投资策略', or(e.strategy, String)],
  ['风险等级', or(e.riskLevel, String)],
  ['存续期限', or(e.durationMonths, (n: number) => `${n} 个月`)],
  ['最低认购金额', or(e.minSubscription, (n: number) => `${formatAmount(n)} 元`)],
  ['开放日', openText(e)],
  ['锁定期', or(e.lockupMonths, (n: number) => (n ? `${n} 个月` : '无'))],
]

export const feePairs = (f: Partial<ContractFees> = {}): Pair[] =>
  FEE_KEYS.map((key) => [
    FEE_RULES[key].label,
    key === 'hurdleRate' && f.performanceRate === 0 ? '不适用' : rateText(key, f[key]),
  ])

export const partyPairs = (p: Partial<ContractParties> = {}): Pair[] => [
  ['基金管理人', or(p.managerName, String)],
  ['基金托管人', or(p.custodianName, String)],
  [
    '外包服务机构',
    or(p.outsourcing, (k: keyof typeof OUTSOURCING_PROVIDERS) => OUTSOURCING_PROVIDERS[k]),
  ],
  [
    '投资者类型',
    p.investorTypes?.length ? p.investorTypes.map((t) => INVESTOR_TYPES[t]).join('、') : NO_VALUE,
  ],
  ['管理人联系人', or(p.managerContact, String)],
  ['联系电话', or(p.managerPhone, String)],
]
