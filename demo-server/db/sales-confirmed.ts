import type { RaiseOrderKind } from '@contract/api/sales'
import { navSeriesOf, type NavPoint } from './fund-nav'
import type { FundRecord } from './fund-types'
import { hashText, seededRandom } from './random'
import { channelOpen } from './sales-agency-terms'
import { holdingsOf, MIN_HOLDING } from './ta-holdings'
import { addDays } from './trading-days'

/** An order the TA has confirmed: generated from the register, never stored. */
export interface ConfirmedOrder {
  orderId: string
  orgId: string
  fundCode: string
  investorId: string
  channel: string
  businessType: RaiseOrderKind
  amount: number
  /** Beijing time, YYYY-MM-DD HH:mm:ss. */
  orderTime: string
  /** YYYY-MM-DD the shares were registered. */
  confirmDate: string
  shares: number
}

const cache = new Map<string, ConfirmedOrder[]>()
const round2 = (n: number) => Math.round(n * 100) / 100
const clock = (random: () => number) =>
  `${String(9 + Math.floor(random() * 6)).padStart(2, '0')}:${String(Math.floor(random() * 60)).padStart(2, '0')}:${String(Math.floor(random() * 60)).padStart(2, '0')}`

/** The fund's open day in the month of a NAV point (its rule: first, 15th or last trading day). */
function openDayNear(series: NavPoint[], point: NavPoint, rule: FundRecord['openDayRule']) {
  const month = series.filter((p) => p.date.slice(0, 7) === point.date.slice(0, 7))
  if (rule === 'last') return month.at(-1) ?? point
  if (rule === 'fifteenth') return month.find((p) => p.date.slice(8) >= '15') ?? point
  return month[0] ?? point
}

/**
 * The confirmed orders behind a fund's holders (ta-holdings.ts): each holder's 认购 at par,
 * confirmed on the establishment day, and for about half the holders of a running fund who
 * came through an open channel, a later 申购 on an open day at that day's NAV. The units of a
 * holder's orders add up to the holding, so 销售统计 and the register agree.
 */
export function confirmedOrdersOf(fund: FundRecord): ConfirmedOrder[] {
  const known = cache.get(fund.fundCode)
  if (known) return known
  const series = fund.stage === 'operating' ? navSeriesOf(fund) : []
  const list = holdingsOf(fund).flatMap((h, i): ConfirmedOrder[] => {
    const random = seededRandom(hashText(`${fund.fundCode}/${h.investorId}/orders`))
    const base = { orgId: fund.orgId, fundCode: fund.fundCode, investorId: h.investorId }
    const id = `QR${fund.fundCode}${String(i + 1).padStart(3, '0')}`
    const split =
      series.length > 40 &&
      h.shares >= 2 * MIN_HOLDING &&
      channelOpen(fund.orgId, h.channel) &&
      random() < 0.55
    const extra = split ? Math.floor((h.shares - MIN_HOLDING) * (0.2 + random() * 0.5)) : 0
    const first = h.shares - extra
    const orders: ConfirmedOrder[] = [
      {
        ...base,
        orderId: `${id}S`,
        channel: h.channel,
        businessType: '认购',
        amount: first,
        orderTime: `${addDays(fund.establishDate, -3 - Math.floor(random() * 20))} ${clock(random)}`,
        confirmDate: fund.establishDate,
        shares: first,
      },
    ]
    if (!split) return orders
    const picked = series[20 + Math.floor(random() * (series.length - 21))] as NavPoint
    const day = openDayNear(series, picked, fund.openDayRule)
    orders.push({
      ...base,
      orderId: `${id}P`,
      channel: h.channel,
      businessType: '申购',
      amount: round2(extra * day.unitNav),
      orderTime: `${addDays(day.date, -2)} ${clock(random)}`,
      confirmDate: day.date,
      shares: extra,
    })
    return orders
  })
  cache.set(fund.fundCode, list)
  return list
}
