import { FUND_STAGE_NAMES } from '@contract/api/home'
import {
  QUALIFIED_MIN_AMOUNT,
  type RaisedTotal,
  type RaiseOrder,
  type RaiseOrderDetail,
} from '@contract/api/sales'
import type { TimelineStep } from '@contract/api/timeline'
import { db } from '../db/db'
import type { FundRecord } from '../db/fund-types'
import { confirmedOrdersOf, type ConfirmedOrder } from '../db/sales-confirmed'
import { channelName } from '../db/sales-agencies'
import type { RaiseOrderRecord } from '../db/sales-types'
import { later } from '../db/seed-custodian-time'
import { holdingsOf, suits } from '../db/ta-holdings'
import { taInvestorOf } from '../db/ta-investors'
import type { TaInvestorRecord } from '../db/ta-types'
import { fundsOf } from './custodian-common'

/*
 * 募集订单's rows: the stored live orders and the confirmed ones generated from the register,
 * as one list of an organisation; an order's detail with its timeline; and the rules that
 * stop 通过 (适当性 and the 合格投资者 minimum).
 */

export type AnyOrder = RaiseOrderRecord | ConfirmedOrder
const isConfirmed = (o: AnyOrder): o is ConfirmedOrder => 'confirmDate' in o
const TA_TEAM = '登记过户中心'
const SALES_TEAM = '销售运营部'

const fundOf = (o: AnyOrder) => db.state.funds.find((f) => f.fundCode === o.fundCode) as FundRecord
const investorOf = (o: AnyOrder) => taInvestorOf(o.orgId, o.investorId) as TaInvestorRecord

/** Every order of an organisation: live ones first as stored, then the confirmed ones. */
export const ordersOf = (orgId: string): AnyOrder[] => [
  ...db.state.raiseOrders.filter((o) => o.orgId === orgId),
  ...fundsOf(orgId).flatMap(confirmedOrdersOf),
]

export const findOrder = (orgId: string, orderId: unknown) =>
  typeof orderId === 'string'
    ? (db.state.raiseOrders.find((o) => o.orgId === orgId && o.orderId === orderId) ??
      ordersOf(orgId).find((o) => o.orderId === orderId))
    : undefined

export function orderView(o: AnyOrder): RaiseOrder {
  return {
    orderId: o.orderId,
    fundCode: o.fundCode,
    fundName: fundOf(o).fundName,
    investorId: o.investorId,
    investorName: investorOf(o).investorName,
    channel: o.channel,
    channelName: channelName(o.channel),
    businessType: o.businessType,
    amount: o.amount,
    orderTime: o.orderTime,
    status: isConfirmed(o) ? 'confirmed' : o.status,
    ...(!isConfirmed(o) && o.returnReason ? { returnReason: o.returnReason } : {}),
  }
}

/** Why an order may not be approved: the investor does not suit the fund, or under 100万. */
export function blockerOf(o: AnyOrder): string | undefined {
  const fund = fundOf(o)
  const investor = investorOf(o)
  if (!suits(investor, fund)) {
    return `投资者风险承受等级${investor.riskLevel}低于产品风险等级${fund.riskLevel}，且非专业投资者，不符合适当性要求，请退回`
  }
  const holds = holdingsOf(fund).some((h) => h.investorId === o.investorId)
  if (!holds && o.amount < QUALIFIED_MIN_AMOUNT) {
    return '首次投资金额低于100万元，不符合合格投资者要求，请退回'
  }
  return undefined
}

/** A raising fund's 已通过 and 待审核 orders so far. */
export function raisedOf(fundCode: string): RaisedTotal {
  const orders = db.state.raiseOrders.filter((o) => o.fundCode === fundCode)
  const sum = (status: string) => {
    const some = orders.filter((o) => o.status === status)
    return [some.reduce((t, o) => t + o.amount, 0), some.length] as const
  }
  const [approvedAmount, approvedCount] = sum('approved')
  const [pendingAmount, pendingCount] = sum('pending')
  return { approvedAmount, approvedCount, pendingAmount, pendingCount }
}

function stepsOf(o: AnyOrder, fund: FundRecord): TimelineStep[] {
  const submitted: TimelineStep = {
    title: '提交订单',
    state: 'done',
    at: o.orderTime,
    actor: channelName(o.channel),
  }
  if (isConfirmed(o)) {
    return [
      submitted,
      { title: '管理人审核', state: 'done', at: later(o.orderTime, 120), actor: SALES_TEAM },
      {
        title: '登记确认',
        state: 'done',
        at: `${o.confirmDate} 17:00:00`,
        actor: `${TA_TEAM} · 确认份额 ${o.shares.toLocaleString('zh-CN')} 份`,
      },
    ]
  }
  if (o.status === 'cancelled') {
    const reason = '投资者在审核前撤销订单'
    return [submitted, { title: '投资者撤单', state: 'returned', at: o.cancelledAt, reason }]
  }
  const review: TimelineStep =
    o.status === 'pending'
      ? { title: '管理人审核', state: 'current' }
      : {
          title: '管理人审核',
          state: o.status === 'returned' ? 'returned' : 'done',
          at: o.reviewedAt,
          actor: o.reviewer,
          reason: o.returnReason,
        }
  const waits = fund.stage === 'raising' ? '产品成立后确认份额' : '开放日确认份额'
  const confirm: TimelineStep =
    o.status === 'approved'
      ? { title: '登记确认', state: 'current', actor: `${TA_TEAM} · ${waits}` }
      : { title: '登记确认', state: 'todo' }
  return o.status === 'returned' ? [submitted, review] : [submitted, review, confirm]
}

export function orderDetail(o: AnyOrder): RaiseOrderDetail {
  const fund = fundOf(o)
  const investor = investorOf(o)
  const blocker = !isConfirmed(o) && o.status === 'pending' ? blockerOf(o) : undefined
  return {
    ...orderView(o),
    investorKind: investor.kind,
    investorRiskLevel: investor.riskLevel,
    professional: investor.professional,
    fundRiskLevel: fund.riskLevel,
    fundStage: FUND_STAGE_NAMES[fund.stage],
    ...(isConfirmed(o) ? { confirmedShares: o.shares } : {}),
    ...(blocker ? { blocker } : {}),
    ...(fund.stage === 'raising' ? { raised: raisedOf(fund.fundCode) } : {}),
    steps: stepsOf(o, fund),
  }
}
