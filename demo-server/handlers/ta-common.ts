import { idTypeLabel } from '@contract/id-types'
import type { TaInvestorRow } from '@contract/api/transfer-agent'
import { db } from '../db/db'
import { navBookOf } from '../db/ta-calendar'
import { registerOf } from '../db/ta-register'
import { channelName } from '../db/sales-agencies'
import type { TaInvestorRecord } from '../db/ta-types'
import type { FundRecord } from '../db/types'
import { dateRangeOf, problemOf, type Checked, type ParamReader } from './custodian-common'

/*
 * What the 登记过户 endpoints share (docs/api.md "登记过户"): refusals, the organisation's
 * register and funds, masking, and reading the common filters.
 */

export const TA_MSG = {
  fund: '产品不存在或不属于本机构',
  investor: '投资者不存在或不属于本机构',
  apply: '申请不存在或不属于本机构',
  kind: '投资者类型有误',
  professional: '投资者分类有误',
  channel: '销售渠道有误',
  risk: '风险等级有误',
  tradeType: '业务类型有误',
  status: '状态有误',
  method: '分红方式有误',
  text: '查询条件不能超过 50 个字符',
  handled: '该申请已处理，请刷新后查看',
  reason: '请填写退回原因',
  reasonLong: '退回原因不能超过200个字符',
  duplicate: '该证件号码已在本机构开户',
  mode: '处理方式有误',
  ratio: '确认比例须为大于 0 且小于 100 的数字',
  ratioLow: (min: string) => `部分确认比例不得低于 ${min}（净赎回须达到基金总份额的10%）`,
  remainder: '请选择未确认部分的处理方式（顺延或取消）',
} as const

export const taFundsOf = (orgId: string) => db.state.funds.filter((f) => f.orgId === orgId)

export const taRegisterOf = (orgId: string) => registerOf(orgId, db.state.taOpenedInvestors)

/** The register by investor id. */
export const investorMapOf = (orgId: string) =>
  new Map(taRegisterOf(orgId).map((inv) => [inv.investorId, inv]))

export const maskCert = (no: string) =>
  no.length > 8 ? `${no.slice(0, 4)}${'*'.repeat(no.length - 8)}${no.slice(-4)}` : no
export const maskMobile = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`

export const investorRowOf = (inv: TaInvestorRecord): TaInvestorRow => ({
  investorId: inv.investorId,
  investorName: inv.investorName,
  kind: inv.kind,
  certTypeName: idTypeLabel(inv.certType),
  certNo: maskCert(inv.certNo),
  mobile: maskMobile(inv.mobile),
  riskLevel: inv.riskLevel,
  professional: inv.professional,
  taAccount: inv.taAccount,
  openDate: inv.openDate,
  channel: inv.channel,
  channelName: channelName(inv.channel),
})

/** A fund's latest unit NAV and its date (none while raising). */
export function latestNavOf(fund: FundRecord) {
  const last = navBookOf(fund).last
  return { unitNav: last?.unitNav ?? null, navDate: last?.date ?? null }
}

/** A value of a closed list, if given. */
export function oneOf<T extends string>(
  get: ParamReader,
  key: string,
  values: readonly T[],
  problem: string,
): Checked<T | undefined> {
  const value = get(key)
  if (value === undefined) return undefined
  return (values as readonly string[]).includes(value) ? (value as T) : { problem }
}

/** A free-text filter of at most 50 characters. */
export function textOf(get: ParamReader, key: string): Checked<string | undefined> {
  const value = get(key)
  return value && value.length > 50 ? { problem: TA_MSG.text } : value
}

/** fundCode (one of the organisation's), investorName, beginDate/endDate: most lists take them. */
export function commonFilterOf(get: ParamReader, orgId: string) {
  const code = get('fundCode')
  const fund = code ? taFundsOf(orgId).find((f) => f.fundCode === code) : undefined
  if (code && !fund) return { problem: TA_MSG.fund }
  const name = textOf(get, 'investorName')
  const range = dateRangeOf(get)
  const problem = problemOf(name) ?? problemOf(range)
  if (problem) return { problem }
  return {
    funds: fund ? [fund] : taFundsOf(orgId),
    investorName: name as string | undefined,
    ...(range as { from?: string; to?: string }),
  }
}

export const inRange = (day: string | null, from?: string, to?: string) =>
  (!from || (day ?? '') >= from) && (!to || (day ?? '') <= to)
