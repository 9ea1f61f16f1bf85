import { dailyAccrualCents } from './fee-calc'
import { lastDataDay } from './fee-schedule'
import { feesOf, sharesOf } from './fund-figures'
import { navSeriesOf, type NavPoint } from './fund-nav'
import { hashText, seededRandom } from './random'
import { fromIso } from './trading-days'
import type { FundRecord } from './types'
import { fundMixOf, type FundMix } from './valuation-mix'
import { vatOfMonth, type VatFigures } from './valuation-vat'

/*
 * A fund's books behind 增值税, 报表 and 凭证, derived from its NAV alone (nothing stored):
 * one ledger per valuation day whose items add up to the day's change in net assets, where
 * net assets = sharesOf(fund) × unit NAV (as 产品查询 shows the scale). The fees accrue on
 * every calendar day at feesOf(fund)'s rates (fee-calc's rounding); interest, dividends and
 * security sales are drawn from the fund's code and the day, and the change in fair value is
 * what is left, so profit = Δ net assets + distributions − subscriptions holds to the cent.
 * All amounts here are whole cents.
 */

export interface DayLedger {
  date: string
  unitNav: number
  /** Calendar days the day's accruals cover (since the previous valuation day). */
  days: number
  /** Net assets at the previous valuation day (0 on the day the fund was established). */
  openNetAssets: number
  netAssets: number
  /** 基金申购款: the shares paid in at par on the establishment day. */
  subscription: number
  /** 利润分配 paid that day. */
  distribution: number
  managementFee: number
  custodyFee: number
  serviceFee: number
  depositInterest: number
  bondInterest: number
  dividendIncome: number
  /** A sale of securities: its proceeds, 转让差价 and 交易费用. */
  saleProceeds: number
  transferGain: number
  tradingFee: number
  /** 增值税及附加, booked on a complete month's last valuation day. */
  taxes: number
  /** 公允价值变动损益: the rest of the day's profit. */
  fairValueChange: number
}

export type LedgerAmount = Exclude<keyof DayLedger, 'date' | 'unitNav' | 'days'>
const SUMMED: readonly LedgerAmount[] = [
  'subscription',
  'distribution',
  'managementFee',
  'custodyFee',
  'serviceFee',
  'depositInterest',
  'bondInterest',
  'dividendIncome',
  'saleProceeds',
  'transferGain',
  'tradingFee',
  'taxes',
  'fairValueChange',
]

/** A complete month of a fund: its days' sums, its VAT and its opening and closing figures. */
export interface MonthLedger extends Record<(typeof SUMMED)[number], number> {
  period: string
  /** The last valuation day of the month and its unit NAV. */
  navDate: string
  unitNav: number
  openNetAssets: number
  netAssets: number
  /** 实收基金 at the start (0 in the month the fund was established). */
  openPaidIn: number
  vat: VatFigures
  /** Index range into the fund's days, both included. */
  from: number
  to: number
}

export interface FundLedger {
  fund: FundRecord
  shares: number
  /** 实收基金 in cents: the shares at par (1.00). */
  paidIn: number
  mix: FundMix
  days: DayLedger[]
  /** Complete months, oldest first; their days all have a ledger. */
  months: MonthLedger[]
}

/** Funds with books: established, not liquidated, with shares and a NAV. */
export function hasBooks(fund: FundRecord) {
  const shares = sharesOf(fund)
  return (fund.stage === 'operating' || fund.stage === 'liquidating') && Boolean(shares)
}

const cache = new Map<string, FundLedger | null>()

/** A fund's books up to the demo data's last day; undefined when it has none. */
export function fundLedgerOf(fund: FundRecord, until = lastDataDay()): FundLedger | undefined {
  const key = `${fund.fundCode}/${until}`
  if (!cache.has(key)) {
    if (cache.size > 200) cache.clear()
    cache.set(key, hasBooks(fund) ? (build(fund, until) ?? null) : null)
  }
  return cache.get(key) ?? undefined
}

export const monthOf = (ledger: FundLedger, period: string) =>
  ledger.months.find((m) => m.period === period)

/** 0.05 paid per unit shows as accumNav − unitNav; snapped to the 0.05 steps paid. */
const paid4 = (p: NavPoint) => Math.round(Math.round((p.accumNav - p.unitNav) * 10_000) / 500) * 500
const nav4 = (nav: number) => Math.round(nav * 10_000)

function build(fund: FundRecord, until: string): FundLedger | undefined {
  const series = navSeriesOf(fund, until)
  const shares = sharesOf(fund) ?? 0
  if (!series.length || !shares) return undefined
  const mix = fundMixOf(fund)
  const rates = feesOf(fund)
  const paidIn = shares * 100
  const established = series[0]!.date >= fund.establishDate && fund.establishDate > ''
  const netOf = (p: NavPoint) => (shares / 100) * nav4(p.unitNav)
  const days: DayLedger[] = []
  series.forEach((point, i) => {
    const prev = series[i - 1]
    if (!prev && !(established && point.date === series[0]!.date)) return
    const open = prev ? netOf(prev) : 0
    const net = netOf(point)
    const span = prev ? Math.round((fromIso(point.date) - fromIso(prev.date)) / 86_400_000) : 1
    const fee = (rate: number) =>
      (span - 1) * dailyAccrualCents(open, rate) + dailyAccrualCents(net, rate)
    const base = open || net
    const random = seededRandom(hashText(`${fund.fundCode}/${point.date}/books`))
    const day: DayLedger = {
      date: point.date,
      unitNav: point.unitNav,
      days: span,
      openNetAssets: open,
      netAssets: net,
      subscription: prev ? 0 : paidIn,
      distribution: prev ? (shares * (paid4(point) - paid4(prev))) / 100 : 0,
      managementFee: fee(rates.managementRate),
      custodyFee: fee(rates.custodyRate),
      serviceFee: fee(rates.outsourcingRate),
      depositInterest: Math.round((base * mix.cash * 0.0035 * span) / 365),
      bondInterest: Math.round((base * mix.bond * 0.03 * span) / 365),
      dividendIncome: 0,
      saleProceeds: 0,
      transferGain: 0,
      tradingFee: 0,
      taxes: 0,
      fairValueChange: 0,
    }
    const month = point.date.slice(5, 7)
    if (mix.stock > 0.2 && month >= '05' && month <= '08' && random() < 0.12) {
      day.dividendIncome = Math.round(base * mix.stock * 0.006)
    }
    if (random() < mix.tradeOdds) {
      day.saleProceeds = Math.round(base * (0.004 + random() * 0.02))
      day.transferGain = Math.round(
        day.saleProceeds * (random() * mix.gainSpread - mix.gainSpread * 0.38),
      )
      day.tradingFee = Math.max(500, Math.round(day.saleProceeds * 0.00025))
    }
    days.push(day)
  })
  const months = monthsOf(days, until, paidIn)
  for (const day of days) day.fairValueChange = fairValueOf(day)
  for (const month of months) sumInto(month, days)
  return { fund, shares, paidIn, mix, days, months }
}

/** The day's profit less every other item of it. */
function fairValueOf(d: DayLedger) {
  const profit = d.netAssets - d.openNetAssets + d.distribution - d.subscription
  const expenses = d.managementFee + d.custodyFee + d.serviceFee + d.tradingFee + d.taxes
  const income = d.depositInterest + d.bondInterest + d.dividendIncome + d.transferGain
  return profit + expenses - income
}

const monthEnd = (period: string) => {
  const [y, m] = period.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10)
}

/** The complete months (ended by `until`) whose days all have a ledger; their VAT booked. */
function monthsOf(days: DayLedger[], until: string, paidIn: number): MonthLedger[] {
  const months: MonthLedger[] = []
  days.forEach((day, i) => {
    const period = day.date.slice(0, 7)
    const current = months.at(-1)
    if (current?.period === period) {
      current.to = i
      return
    }
    months.push({
      period,
      from: i,
      to: i,
      openNetAssets: day.openNetAssets,
      openPaidIn: day.subscription ? 0 : paidIn,
    } as MonthLedger)
  })
  // The first month is partial unless the fund was established in it.
  const first = days[0]
  const complete = months.filter(
    (m, i) => monthEnd(m.period) <= until && (i > 0 || Boolean(first?.subscription)),
  )
  let carried = 0
  for (const month of complete) {
    const inMonth = days.slice(month.from, month.to + 1)
    if (month.period.endsWith('-01')) carried = 0
    const interest = inMonth.reduce((s, d) => s + d.bondInterest, 0)
    const gain = inMonth.reduce((s, d) => s + d.transferGain, 0)
    month.vat = vatOfMonth(interest, gain, carried)
    carried = Math.min(0, gain + carried)
    const last = days[month.to]!
    last.taxes = month.vat.totalTax
    month.navDate = last.date
    month.unitNav = last.unitNav
    month.netAssets = last.netAssets
  }
  return complete
}

function sumInto(month: MonthLedger, days: readonly DayLedger[]) {
  for (const key of SUMMED) month[key] = 0
  for (let i = month.from; i <= month.to; i += 1) {
    for (const key of SUMMED) month[key] += days[i]![key]
  }
}
