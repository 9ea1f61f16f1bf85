import type { ApplicationFund } from '@contract/api/application'
import {
  DIVIDEND_METHOD_LABEL,
  DIVIDEND_METHODS,
  DIVIDEND_STATUS_LABEL,
  DIVIDEND_STATUSES,
  type DividendDetail,
  type DividendRow,
  type DividendSubmit,
} from '@contract/api/fund-dividends'
import { beijingToday, round2, sharesOf } from '../db/application-dates'
import { db } from '../db/db'
import { navSeriesOf } from '../db/fund-nav'
import { dividendPendingTitle } from '../db/seed-fund-dividends'
import { addDays } from '../db/trading-days'
import type { DividendRecord, FundRecord } from '../db/types'
import { dividendTimeline, eventNow, isDay, orgFund } from './application-common'
import { applicationKit, nextSerial } from './application-handlers-kit'
import { ok } from './http'
import { closePending, openPending } from './pending'

/*
 * 产品分红 (docs/api.md "产品成立、清算、分红"): bonus plans of the organisation's funds. A new
 * plan waits on the manager's confirmation (a pending item: fundDividendsNum rises); 确认
 * closes it.
 */

export const DIVIDEND_MSG = {
  noFund: '请选择产品',
  notOperating: '仅存续期的产品可以分红',
  recordDate: '请选择权益登记日',
  pastRecordDate: '权益登记日不能早于今天',
  farRecordDate: '权益登记日须在一年以内',
  exDate: '请选择除息日',
  exBeforeRecord: '除息日不能早于权益登记日',
  perUnit: '每份分红金额须大于 0',
  decimals: '每份分红金额最多保留 4 位小数',
  overNav: (nav: number) => `每份分红金额不能超过单位净值 ${nav.toFixed(4)} 元`,
  noNav: '该产品暂无净值，不能登记分红',
  method: '请选择分红方式',
  hasPending: '该产品已有待确认的分红方案',
  notConfirming: '该分红方案当前不需要确认',
} as const

/** The unit NAV on or before a day (the latest one for a day ahead). */
function navOn(fund: FundRecord, day: string) {
  const series = navSeriesOf(fund)
  return series.findLast((p) => p.date <= day) ?? undefined
}

const rowOf = (r: DividendRecord): DividendRow => ({
  planId: r.id,
  fundCode: r.fundCode,
  fundName: r.fundName,
  status: r.status,
  recordDate: r.recordDate,
  exDate: r.exDate,
  perUnit: r.perUnit,
  method: r.method,
  shares: r.shares,
  totalAmount: r.totalAmount,
})

function detailOf(r: DividendRecord): DividendDetail {
  const fund = orgFund(r.orgId, r.fundCode)
  const nav = r.unitNav === null && fund ? navOn(fund, addDays(r.recordDate, -1)) : undefined
  return {
    ...rowOf(r),
    unitNav: r.unitNav ?? nav?.unitNav ?? null,
    navDate: r.navDate ?? nav?.date ?? null,
    timeline: dividendTimeline(r),
  }
}

const kit = applicationKit({
  base: '/rest/product/dividend',
  idParam: 'planId',
  statuses: DIVIDEND_STATUSES,
  dateField: 'recordDate',
  dateOf: (r) => r.recordDate,
  records: () => db.state.dividends,
  rowOf,
  detailOf,
  exportSource: {
    pages: ['product-manage/fund-dividends'],
    name: 'fund-dividends',
    label: '产品管理-产品分红',
    headers: [
      '方案编号',
      '产品代码',
      '产品名称',
      '权益登记日',
      '除息日',
      '每份分红（元/份）',
      '分红方式',
      '登记份额（份）',
      '分红总额（元）',
      '状态',
    ],
    widths: [12, 12, 36, 14, 14, 18, 14, 18, 18, 10],
    cells: (r) => [
      r.id,
      r.fundCode,
      r.fundName,
      r.recordDate,
      r.exDate,
      r.perUnit.toFixed(4),
      DIVIDEND_METHOD_LABEL[r.method],
      r.shares,
      r.totalAmount,
      DIVIDEND_STATUS_LABEL[r.status],
    ],
  },
})

/** What is wrong with a new plan; the fund and the NAV it was checked against when right. */
function check(body: Partial<DividendSubmit>, orgId: string) {
  const fund = orgFund(orgId, body.fundCode)
  if (!fund) return DIVIDEND_MSG.noFund
  if (fund.stage !== 'operating') return DIVIDEND_MSG.notOperating
  const today = beijingToday()
  const { recordDate, exDate, perUnit } = body
  if (!isDay(recordDate)) return DIVIDEND_MSG.recordDate
  if (recordDate < today) return DIVIDEND_MSG.pastRecordDate
  if (recordDate > addDays(today, 366)) return DIVIDEND_MSG.farRecordDate
  if (!isDay(exDate)) return DIVIDEND_MSG.exDate
  if (exDate < recordDate) return DIVIDEND_MSG.exBeforeRecord
  if (typeof perUnit !== 'number' || !Number.isFinite(perUnit) || perUnit <= 0) {
    return DIVIDEND_MSG.perUnit
  }
  if (Math.abs(perUnit * 10_000 - Math.round(perUnit * 10_000)) > 1e-6) return DIVIDEND_MSG.decimals
  const nav = navOn(fund, recordDate)
  if (!nav) return DIVIDEND_MSG.noNav
  if (perUnit > nav.unitNav) return DIVIDEND_MSG.overNav(nav.unitNav)
  if (!(DIVIDEND_METHODS as readonly unknown[]).includes(body.method)) return DIVIDEND_MSG.method
  if (db.state.dividends.some((r) => r.fundCode === fund.fundCode && r.status === 'confirming')) {
    return DIVIDEND_MSG.hasPending
  }
  return { fund, nav }
}

export const fundDividendsHandlers = [
  ...kit.readHandlers,
  kit.post('funds', (_, { org }) => {
    const today = beijingToday()
    const funds = db.state.funds.filter((f) => f.orgId === org.orgId && f.stage === 'operating')
    return ok<ApplicationFund[]>(
      funds.map((fund) => {
        const nav = navOn(fund, today)
        return {
          fundCode: fund.fundCode,
          fundName: fund.fundName,
          unitNav: nav?.unitNav,
          navDate: nav?.date,
        }
      }),
    )
  }),
  kit.submit<DividendSubmit>((body, { org, user }) => {
    const checked = check(body, org.orgId)
    if (typeof checked === 'string') return checked
    const { fund, nav } = checked
    const serial = nextSerial(db.state.dividends, org.orgId)
    const shares = sharesOf(fund.fundCode)
    const record: DividendRecord = {
      id: `DV${fund.fundCode[2]}${String(serial).padStart(3, '0')}`,
      orgId: org.orgId,
      fundCode: fund.fundCode,
      fundName: fund.fundName,
      status: 'confirming',
      recordDate: body.recordDate as string,
      exDate: body.exDate as string,
      perUnit: body.perUnit as number,
      method: body.method as DividendRecord['method'],
      shares,
      totalAmount: round2((body.perUnit as number) * shares),
      unitNav: nav.unitNav,
      navDate: nav.date,
      events: [eventNow('submit', user.realName)],
    }
    db.state.dividends.push(record)
    openPending({
      id: record.id,
      todoKey: 'fundDividendsNum',
      orgId: org.orgId,
      title: dividendPendingTitle(fund.fundName),
    })
    return record
  }),
  kit.act('confirm', (record, { user }) => {
    if (record.status !== 'confirming') return DIVIDEND_MSG.notConfirming
    record.status = 'confirmed'
    record.events.push(eventNow('confirm', user.realName))
    closePending(record.id, '已确认')
  }),
]
