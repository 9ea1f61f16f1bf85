import type { RaiseOrderStatus } from '@contract/api/sales'
import type { FundRecord } from './fund-types'
import { hashText, seededRandom } from './random'
import { DIRECT_CHANNEL } from './sales-agencies'
import { channelOpen } from './sales-agency-terms'
import type { RaiseOrderRecord, SalesTables } from './sales-types'
import { isoOf, later } from './seed-custodian-time'
import { addDays } from './trading-days'
import { holdingsOf, suits } from './ta-holdings'
import { taInvestorsOf } from './ta-investors'
import type { PendingItemRecord } from './types'

/*
 * 募集订单's live orders: 认购 orders for each raising fund and 申购 orders for the next open
 * day of some running funds, in every status but 已确认 (those follow from the register). The
 * 待审核 ones (ORG001 3, ORG002 6, ORG003 2) each hold a fundRaiserOrderNum pending item. One
 * of each organisation's 待审核 orders breaks a rule, so only 退回 is left for it.
 */

type Live = RaiseOrderRecord['status']
/** The statuses of a raising fund's orders, newest first; p = 待审核. */
const RAISING_PLAN: Live[] = ['approved', 'approved', 'returned', 'approved', 'cancelled']
const OPEN_DAY_PLAN: Live[] = ['approved', 'returned', 'cancelled']
const PENDING_COUNT: Record<string, number> = { ORG001: 3, ORG002: 6, ORG003: 2 }
const AMOUNTS = [1_000_000, 1_200_000, 1_500_000, 2_000_000, 3_000_000, 5_000_000, 10_000_000]
const RETURNED = '认购资金未足额到账，请投资者补足后重新下单'

/** The n-th order's time: three a day, newest first, from the day before the seed's back. */
function orderTimeOf(now: string, n: number, random: () => number) {
  const day = addDays(now.slice(0, 10), -1 - Math.floor(n / 3))
  const minutes = 9 * 60 + 30 + (2 - (n % 3)) * 150 + Math.floor(random() * 90)
  const clock = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`
  return `${day} ${clock}`
}

function ordersOf(orgId: string, funds: FundRecord[], now: string): RaiseOrderRecord[] {
  const raising = funds.filter((f) => f.stage === 'raising')
  const open = funds.filter((f) => f.stage === 'operating' && f.openDayRule !== 'none').slice(0, 3)
  const random = seededRandom(hashText(`${orgId}/raise-orders`))
  const investors = taInvestorsOf(orgId)
  const targets = [...raising, ...open]
  const pendingCount = PENDING_COUNT[orgId] ?? 2
  // 待审核 first (newest), then each fund's plan in turn.
  const plan: Array<[FundRecord, RaiseOrderStatus]> = [
    ...Array.from({ length: pendingCount }, (_, i): [FundRecord, RaiseOrderStatus] => [
      targets[i % targets.length] as FundRecord,
      'pending',
    ]),
    ...raising.flatMap((f) => RAISING_PLAN.map((s): [FundRecord, RaiseOrderStatus] => [f, s])),
    ...open.flatMap((f) => OPEN_DAY_PLAN.map((s): [FundRecord, RaiseOrderStatus] => [f, s])),
  ]
  const used = new Set<string>()
  return plan.map(([fund, status], n) => {
    const blocked = status === 'pending' && n === pendingCount - 1
    const holders = new Set(holdingsOf(fund).map((h) => h.investorId))
    // A blocked order at an even place comes from an investor the fund does not suit.
    const wantSuited = !(blocked && n % 2 === 0)
    let investor = investors[0]!
    for (let tries = 0; tries < 300; tries += 1) {
      investor = investors[Math.floor(random() * investors.length)]!
      const key = `${fund.fundCode}/${investor.investorId}`
      if (used.has(key) || holders.has(investor.investorId)) continue
      if (suits(investor, fund) === wantSuited) break
    }
    used.add(`${fund.fundCode}/${investor.investorId}`)
    const amount =
      blocked && suits(investor, fund)
        ? 800_000
        : (AMOUNTS[Math.floor(random() * AMOUNTS.length)] ?? 1_000_000)
    const orderTime = orderTimeOf(now, n, random)
    const record: RaiseOrderRecord = {
      orderId: `DD${orgId.slice(-3)}${String(n + 1).padStart(4, '0')}`,
      orgId,
      fundCode: fund.fundCode,
      investorId: investor.investorId,
      channel: channelOpen(orgId, investor.channel) ? investor.channel : DIRECT_CHANNEL,
      businessType: fund.stage === 'raising' ? '认购' : '申购',
      amount,
      orderTime,
      status: status as Live,
    }
    if (status === 'approved' || status === 'returned') {
      Object.assign(record, { reviewer: '王经理', reviewedAt: later(orderTime, 95) })
    }
    if (status === 'returned') record.returnReason = RETURNED
    if (status === 'cancelled') record.cancelledAt = later(orderTime, 40)
    return record
  })
}

export function seedSales(funds: FundRecord[], now: string): SalesTables {
  const orgIds = [...new Set(funds.map((f) => f.orgId))]
  return {
    raiseOrders: orgIds.flatMap((orgId) =>
      ordersOf(
        orgId,
        funds.filter((f) => f.orgId === orgId),
        now,
      ),
    ),
  }
}

/** 募集订单待审核: one pending item per 待审核 order. */
export function salesPendingItems(tables: SalesTables, funds: FundRecord[]): PendingItemRecord[] {
  return tables.raiseOrders
    .filter((o) => o.status === 'pending')
    .map((o) => ({
      id: o.orderId,
      todoKey: 'fundRaiserOrderNum',
      orgId: o.orgId,
      title: `${funds.find((f) => f.fundCode === o.fundCode)?.fundName ?? o.fundCode} 募集订单待审核`,
      createdAt: isoOf(o.orderTime),
    }))
}
