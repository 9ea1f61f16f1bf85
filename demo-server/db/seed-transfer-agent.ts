import { previousTradingDay } from './custody-cash'
import { creditCodeCheckChar, idCardCheckChar, withCheck } from '@contract/validators'
import { at, FILER } from './application-dates'
import { hashText, seededRandom, digitsOf } from './random'
import { SALES_AGENCIES } from './sales-agencies'
import { nextOpenDay, taToday } from './ta-calendar'
import { holdingsOf } from './ta-holdings'
import { taInvestorsOf } from './ta-investors'
import { largeRedeemFigures, openedInvestorOf } from './ta-register'
import type { TaLargeRedeemRecord, TaOpenAccountRecord, TransferAgentTables } from './ta-tables'
import type { InvestorRiskLevel } from './ta-types'
import { addDays } from './trading-days'
import type { FundRecord, PendingItemRecord } from './types'

/*
 * 投资者开户 and 巨额赎回确认: applications to open an account (待审核, 已通过, 已退回) and one
 * open day's large redemptions, per organisation. Those waiting on the manager hold pending
 * items (openAccountNum, maxRedeemApplyConfirmNum).
 */

/** Per organisation: open-account applications [pending, approved, returned]. */
const OPENINGS: Readonly<Record<string, [number, number, number]>> = {
  ORG001: [4, 3, 2],
  ORG002: [2, 2, 1],
  ORG003: [0, 2, 1],
}
/** Per organisation: large redemptions [pending, 全额确认, 部分确认]. */
const LARGE: Readonly<Record<string, [number, number, number]>> = {
  ORG001: [2, 1, 1],
  ORG002: [1, 0, 1],
  ORG003: [1, 1, 0],
}

const NAMES = [
  '孙立华',
  '郑雅文',
  '冯建国',
  '韩思琪',
  '曹志远',
  '彭晓燕',
  '吕文涛',
  '蒋丽娟',
  '魏振宇',
  '汤雨欣',
  '钱立新',
  '邵佳怡',
]
const FIRMS = ['济南博远投资合伙企业（有限合伙）', '青岛海泰实业有限公司', '烟台恒丰科技有限公司']
const RETURN_REASONS = ['风险测评问卷未签字，请补充后重新提交', '身份证件影像不清晰，请重新上传']

function applicant(orgId: string, n: number, person: boolean) {
  const seed = hashText(`${orgId}/open-account/${n}`)
  const random = seededRandom(seed)
  const birth = `${1960 + Math.floor(random() * 40)}0${1 + Math.floor(random() * 9)}1${Math.floor(random() * 9)}`
  const certNo = person
    ? withCheck(`370102${birth}${digitsOf(seed, 3)}`, idCardCheckChar)
    : withCheck(`91370200${digitsOf(seed, 9)}`, creditCodeCheckChar)
  const levels: InvestorRiskLevel[] = person ? ['C2', 'C3', 'C4', 'C5'] : ['C4', 'C5']
  return {
    investorName: person ? NAMES[n % NAMES.length]! : FIRMS[n % FIRMS.length]!,
    kind: person ? ('个人' as const) : ('机构' as const),
    certType: person ? '0' : '4',
    certNo,
    mobile: `13${digitsOf(seed + 3, 9)}`,
    riskLevel: levels[Math.floor(random() * levels.length)]!,
    professional: !person,
    channel: SALES_AGENCIES[n % SALES_AGENCIES.length]!.code,
  }
}

function openings(orgId: string, today: string) {
  const [pending, approved, returned] = OPENINGS[orgId] ?? [0, 0, 0]
  const records: TaOpenAccountRecord[] = []
  const letter = orgId.slice(-1)
  for (let n = 0; n < pending + approved + returned; n += 1) {
    const status = n < pending ? 'pending' : n < pending + approved ? 'approved' : 'returned'
    const day = addDays(today, -(n * 2 + 1))
    const record: TaOpenAccountRecord = {
      applyId: `KH${letter}${String(n + 1).padStart(4, '0')}`,
      orgId,
      ...applicant(orgId, n, n % 4 !== 3),
      applyTime: at(day, `${String(9 + (n % 7)).padStart(2, '0')}:20`),
      status,
    }
    if (status !== 'pending') {
      // Handled the day it came in, after office hours' last application: never after the seed.
      record.handledAt = at(day, '16:40')
      record.handler = FILER[orgId] ?? '经办人'
    }
    if (status === 'returned') record.reason = RETURN_REASONS[n % RETURN_REASONS.length]
    records.push(record)
  }
  return records
}

function largeRedeem(fund: FundRecord, id: string, today: string, n: number): TaLargeRedeemRecord {
  const random = seededRandom(hashText(`${id}/large`))
  const fundShares = holdingsOf(fund).reduce((s, h) => s + h.shares, 0)
  const holders = [...holdingsOf(fund)].sort((a, b) => b.shares - a.shares)
  // Applied for on the last trading day before the seed, so none is later than the seed.
  const applied = previousTradingDay(today)
  const goal = fundShares * (0.14 + random() * 0.1)
  const applications: TaLargeRedeemRecord['applications'] = []
  let redeemed = 0
  for (const h of holders) {
    if (redeemed >= goal) break
    const shares = Math.round((h.shares * (0.5 + random() * 0.5)) / 100) * 100
    redeemed += shares
    applications.push({
      applyNo: `${id}${String(applications.length + 1).padStart(3, '0')}`,
      investorId: h.investorId,
      shares,
      applyTime: at(applied, `${String(9 + applications.length).padStart(2, '0')}:${10 + n}`),
    })
  }
  return {
    id,
    orgId: fund.orgId,
    fundCode: fund.fundCode,
    openDate: nextOpenDay(fund, today) ?? today,
    fundShares,
    purchaseShares: Math.round((fundShares * random() * 0.02) / 100) * 100,
    applications,
    status: 'pending',
    createdAt: at(applied, '15:30'),
  }
}

function largeRedeems(funds: readonly FundRecord[], orgId: string, today: string) {
  const [pending, full, partial] = LARGE[orgId] ?? [0, 0, 0]
  const eligible = funds.filter(
    (f) =>
      f.orgId === orgId &&
      f.stage === 'operating' &&
      f.openDayRule !== 'none' &&
      holdingsOf(f).length >= 6,
  )
  const records: TaLargeRedeemRecord[] = []
  for (let n = 0; n < pending + full + partial && n < eligible.length; n += 1) {
    const record = largeRedeem(
      eligible[n]!,
      `JE${orgId.slice(-1)}${String(n + 1).padStart(3, '0')}`,
      today,
      n,
    )
    if (n >= pending) {
      const figures = largeRedeemFigures(record)
      record.status = n < pending + full ? 'full' : 'partial'
      record.confirmRatio =
        record.status === 'full' ? 1 : Math.max(Math.ceil(figures.minRatio * 100) / 100, 0.6)
      if (record.status === 'partial') record.remainder = 'defer'
      record.handledAt = at(previousTradingDay(today), '16:10')
      record.handler = FILER[orgId] ?? '经办人'
    }
    records.push(record)
  }
  return records
}

export function seedTransferAgent(funds: readonly FundRecord[]): TransferAgentTables {
  const today = taToday()
  const orgs = Object.keys(OPENINGS)
  const taOpenAccounts = orgs.flatMap((orgId) => openings(orgId, today))
  const opened: Record<string, number> = {}
  const taOpenedInvestors = taOpenAccounts
    .filter((r) => r.status === 'approved')
    .map((r) => {
      const number = taInvestorsOf(r.orgId).length + (opened[r.orgId] = (opened[r.orgId] ?? 0) + 1)
      const investor = openedInvestorOf(
        r,
        `${r.orgId.replace('ORG', 'TA')}${String(number).padStart(5, '0')}`,
      )
      r.investorId = investor.investorId
      return investor
    })
  const taLargeRedeems = orgs.flatMap((orgId) => largeRedeems(funds, orgId, today))
  return { taOpenAccounts, taOpenedInvestors, taLargeRedeems }
}

/** The pending items of the applications and large redemptions awaiting the manager. */
export function transferAgentPendingItems(
  tables: TransferAgentTables,
  funds: readonly FundRecord[],
) {
  const items: PendingItemRecord[] = []
  for (const r of tables.taOpenAccounts.filter((a) => a.status === 'pending')) {
    items.push({
      id: r.applyId,
      todoKey: 'openAccountNum',
      orgId: r.orgId,
      title: openAccountPendingTitle(r.investorName),
      createdAt: new Date(Date.parse(r.applyTime)).toISOString(),
    })
  }
  for (const r of tables.taLargeRedeems.filter((a) => a.status === 'pending')) {
    const fund = funds.find((f) => f.fundCode === r.fundCode)
    items.push({
      id: r.id,
      todoKey: 'maxRedeemApplyConfirmNum',
      orgId: r.orgId,
      title: `${fund?.fundName ?? r.fundCode} 巨额赎回待确认`,
      createdAt: new Date(Date.parse(r.createdAt)).toISOString(),
    })
  }
  return items
}

export const openAccountPendingTitle = (name: string) => `${name} 投资者开户申请待审核`
