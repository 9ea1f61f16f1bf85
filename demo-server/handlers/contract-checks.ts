import {
  ELEMENT_LIMITS,
  FEE_KEYS,
  FEE_RULES,
  FUND_TYPES,
  INVESTOR_TYPES,
  OPEN_FREQUENCIES,
  OUTSOURCING_PROVIDERS,
  RISK_LEVELS,
  STRATEGIES,
  type DraftContent,
  type FeeKey,
} from '@contract/api/contract-manage'
import { isMobile } from '@contract/validators'

/*
 * The server's own rules for a contract's elements, fees and parties (a server checks again
 * whatever a client sends). 提交 needs it all and every value in range. A draft keeps what was
 * typed, even out of range (a draft may be incomplete): only a value of the wrong kind, or text
 * longer than its field, is refused, and the message names the field. What is kept is only
 * the known fields, trimmed.
 */

const L = ELEMENT_LIMITS
const pct = (n: number) => `${n}%`

export const CHECK_MSG = {
  fundName: `产品名称须为 ${L.fundName.min}–${L.fundName.max} 个字符`,
  fundType: '请选择基金类型',
  strategy: '请选择投资策略',
  riskLevel: '请选择风险等级',
  duration: `存续期限须为 ${L.durationMonths.min}–${L.durationMonths.max} 个月的整数`,
  minSubscription: '最低认购金额须在 100 万元至 1 亿元之间',
  openFrequency: '请选择开放频率',
  openDay: `开放日须为每期第 ${L.openDay.min}–${L.openDay.max} 日`,
  openDayClosed: '封闭运作的产品不设开放日',
  lockup: `锁定期须为 ${L.lockupMonths.min}–${L.lockupMonths.max} 个月的整数`,
  lockupTooLong: '锁定期须短于存续期限',
  fee: (key: FeeKey) => {
    const r = FEE_RULES[key]
    return `${r.label}须在 ${pct(r.min)}–${pct(r.max)} 之间，最多 ${r.precision} 位小数`
  },
  hurdle: '有业绩报酬时须填写业绩报酬计提基准',
  outsourcing: '请选择外包服务机构',
  outsourcingFee: '未聘请外包服务机构时，外包服务费率应为 0',
  investorTypes: '请选择投资者类型',
  contact: '请填写联系人（2–20 个字符）',
  phone: '请输入正确的手机号',
} as const

const has = (value: unknown) => value !== undefined && value !== null && value !== ''
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const inRange = (v: unknown, min: number, max: number, decimals = 0): v is number =>
  typeof v === 'number' &&
  Number.isFinite(v) &&
  v >= min &&
  v <= max &&
  Math.abs(Math.round(v * 10 ** decimals) - v * 10 ** decimals) < 1e-6
const oneOf = (v: unknown, values: readonly string[]): v is string =>
  typeof v === 'string' && values.includes(v)
const textOf = (v: unknown) => (typeof v === 'string' ? v.trim() : v)
const chars = (v: unknown) => (typeof v === 'string' ? Array.from(v).length : -1)

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)
const textUpTo = (max: number) => (v: unknown) => typeof v === 'string' && chars(v) <= max

/** `ok` for 提交; `draftOk` (what a draft may hold) when a draft may keep more than that. */
type Rule = [
  field: string,
  ok: (v: unknown) => boolean,
  message: string,
  draftOk?: (v: unknown) => boolean,
]

const ELEMENT_RULES: Rule[] = [
  [
    'fundName',
    (v) => chars(v) >= L.fundName.min && chars(v) <= L.fundName.max,
    CHECK_MSG.fundName,
    textUpTo(L.fundName.max),
  ],
  ['fundType', (v) => oneOf(v, FUND_TYPES), CHECK_MSG.fundType],
  ['strategy', (v) => oneOf(v, STRATEGIES), CHECK_MSG.strategy],
  ['riskLevel', (v) => oneOf(v, RISK_LEVELS), CHECK_MSG.riskLevel],
  [
    'durationMonths',
    (v) => inRange(v, L.durationMonths.min, L.durationMonths.max),
    CHECK_MSG.duration,
    isNumber,
  ],
  [
    'minSubscription',
    (v) => inRange(v, L.minSubscription.min, L.minSubscription.max, 2),
    CHECK_MSG.minSubscription,
    isNumber,
  ],
  ['openFrequency', (v) => oneOf(v, Object.keys(OPEN_FREQUENCIES)), CHECK_MSG.openFrequency],
  ['openDay', (v) => inRange(v, L.openDay.min, L.openDay.max), CHECK_MSG.openDay, isNumber],
  [
    'lockupMonths',
    (v) => inRange(v, L.lockupMonths.min, L.lockupMonths.max),
    CHECK_MSG.lockup,
    isNumber,
  ],
]

const FEE_RULE_LIST: Rule[] = FEE_KEYS.map((key) => [
  key,
  (v) => inRange(v, FEE_RULES[key].min, FEE_RULES[key].max, FEE_RULES[key].precision),
  CHECK_MSG.fee(key),
  isNumber,
])

const PARTY_RULES: Rule[] = [
  ['outsourcing', (v) => oneOf(v, Object.keys(OUTSOURCING_PROVIDERS)), CHECK_MSG.outsourcing],
  [
    'investorTypes',
    (v) =>
      Array.isArray(v) &&
      v.length > 0 &&
      new Set(v).size === v.length &&
      v.every((t) => oneOf(t, Object.keys(INVESTOR_TYPES))),
    CHECK_MSG.investorTypes,
  ],
  ['managerContact', (v) => chars(v) >= 2 && chars(v) <= 20, CHECK_MSG.contact, textUpTo(20)],
  ['managerPhone', (v) => typeof v === 'string' && isMobile(v), CHECK_MSG.phone, textUpTo(11)],
]

/** Not needed in every contract: asked for only when another field says so. */
const OPTIONAL = new Set(['openDay', 'hurdleRate'])

/** One part's known fields, trimmed and checked; `complete` also needs every required one. */
function checkPart(raw: unknown, rules: Rule[], complete: boolean) {
  const part = isObject(raw) ? raw : {}
  const kept: Record<string, unknown> = {}
  for (const [field, ok, message, draftOk = ok] of rules) {
    const value = textOf(part[field])
    if (!has(value)) {
      if (complete && !OPTIONAL.has(field)) return { problem: message }
      continue
    }
    if (!(complete ? ok : draftOk)(value)) return { problem: message }
    kept[field] = value
  }
  return { kept }
}

/** The rules between fields: 提交's, and a closed fund's open day (a draft holds none). */
function crossProblem(
  { elements: e = {}, fees: f = {}, parties: p = {} }: DraftContent,
  complete: boolean,
) {
  const closed = e.openFrequency === 'closed'
  if (closed && has(e.openDay)) return CHECK_MSG.openDayClosed
  if (!complete) return undefined
  if (!closed && !has(e.openDay)) return CHECK_MSG.openDay
  if (has(e.lockupMonths) && has(e.durationMonths) && e.lockupMonths! >= e.durationMonths!) {
    return CHECK_MSG.lockupTooLong
  }
  if (f.performanceRate! > 0 && !has(f.hurdleRate)) return CHECK_MSG.hurdle
  if (p.outsourcing === 'none' && f.outsourcingRate! > 0) return CHECK_MSG.outsourcingFee
  return undefined
}

/** The content to keep, or why it is refused. */
export function checkContent(
  body: Record<string, unknown>,
  complete: boolean,
): { content: DraftContent } | { problem: string } {
  const parts = [
    checkPart(body.elements, ELEMENT_RULES, complete),
    checkPart(body.fees, FEE_RULE_LIST, complete),
    checkPart(body.parties, PARTY_RULES, complete),
  ]
  const refused = parts.find((p) => 'problem' in p)
  if (refused && 'problem' in refused) return { problem: refused.problem as string }
  const [elements, fees, parties] = parts.map((p) => ('kept' in p ? p.kept : {}))
  const content = { elements, fees, parties } as DraftContent
  if (content.fees?.performanceRate === 0) delete content.fees.hurdleRate
  const problem = crossProblem(content, complete)
  return problem ? { problem } : { content }
}
