import {
  APPLY_STATUSES,
  REMAINDER_LABEL,
  TRADE_TYPES,
  type ConfirmType,
  type TradeApplyDetail,
  type TradeApplyRow,
  type TradeConfirmRow,
} from '@contract/api/transfer-agent'
import type { TimelineStep } from '@contract/api/timeline'
import { at } from '../db/application-dates'
import { db } from '../db/db'
import { channelName } from '../db/sales-agencies'
import { nextOpenDay, taToday } from '../db/ta-calendar'
import { tradeBookOf } from '../db/ta-trade-book'
import type { TaTrade } from '../db/ta-trades'
import type { FundRecord } from '../db/types'
import { problemOf, sorted, sortOf, type ParamReader, type SortState } from './custodian-common'
import { commonFilterOf, inRange, investorMapOf, oneOf, TA_MSG } from './ta-common'

/* 交易申请 and 交易确认's rows: every fund's TA book, and the large redemptions awaiting a decision. */

export const APPLY_SORTS = ['applyDate'] as const
export const CONFIRM_SORTS = ['confirmDate', 'confirmShares', 'confirmAmount'] as const
const CONFIRM_TYPES: readonly ConfirmType[] = [...TRADE_TYPES, 'reinvest']

interface Found {
  fund: FundRecord
  trade: TaTrade
}

/** A large redemption's applications, as the TA book's trades (待确认, after the last NAV day). */
function largeRedeemTrades(orgId: string, funds: readonly FundRecord[]): Found[] {
  return db.state.taLargeRedeems
    .filter((r) => r.orgId === orgId)
    .flatMap((r) => {
      const fund = funds.find((f) => f.fundCode === r.fundCode)
      if (!fund) return []
      const decided =
        r.status === 'pending'
          ? '巨额赎回，待管理人确认'
          : r.status === 'full'
            ? '巨额赎回，管理人全额确认'
            : `巨额赎回，管理人确认 ${Math.round((r.confirmRatio ?? 0) * 10_000) / 100}%，其余${REMAINDER_LABEL[r.remainder ?? 'defer']}`
      return r.applications.map((a) => ({
        fund,
        trade: {
          applyNo: a.applyNo,
          confirmNo: null,
          fundCode: r.fundCode,
          investorId: a.investorId,
          channel: '',
          tradeType: 'redeem' as const,
          applyDate: a.applyTime.slice(0, 10),
          applyClock: a.applyTime.slice(11, 16),
          status: 'pending' as const,
          applyAmount: null,
          applyShares: a.shares,
          confirmDate: null,
          navDate: null,
          unitNav: null,
          confirmShares: 0,
          confirmAmount: 0,
          fee: 0,
          settleAmount: 0,
          remark: decided,
        },
      }))
    })
}

function tradesOf(orgId: string, funds: readonly FundRecord[]): Found[] {
  return funds
    .flatMap((fund) => tradeBookOf(fund).trades.map((trade) => ({ fund, trade })))
    .concat(largeRedeemTrades(orgId, funds))
}

const nameOf = (names: ReturnType<typeof investorMapOf>, id: string) =>
  names.get(id)?.investorName ?? id

function applyRow(found: Found, names: ReturnType<typeof investorMapOf>): TradeApplyRow {
  const { fund, trade } = found
  const investor = names.get(trade.investorId)
  return {
    applyNo: trade.applyNo as string,
    applyDate: `${trade.applyDate} ${trade.applyClock}`,
    fundCode: fund.fundCode,
    fundName: fund.fundName,
    investorId: trade.investorId,
    investorName: nameOf(names, trade.investorId),
    tradeType: trade.tradeType as TradeApplyRow['tradeType'],
    applyAmount: trade.applyAmount,
    applyShares: trade.applyShares,
    channelName: channelName(trade.channel || investor?.channel || ''),
    status: trade.status,
    confirmDate: trade.confirmDate,
  }
}

/** 交易申请's rows for a query, or the refusal. */
export function applyRows(orgId: string, get: ParamReader): TradeApplyRow[] | string {
  const filter = commonFilterOf(get, orgId)
  const type = oneOf(get, 'tradeType', TRADE_TYPES, TA_MSG.tradeType)
  const status = oneOf(get, 'status', APPLY_STATUSES, TA_MSG.status)
  const sort = sortOf(get, APPLY_SORTS)
  const problem = [filter, type, status, sort].map(problemOf).find(Boolean)
  if (problem) return problem
  const { funds, investorName, from, to } = filter as Exclude<typeof filter, { problem: string }>
  const names = investorMapOf(orgId)
  const rows = tradesOf(orgId, funds)
    .filter(
      ({ trade }) =>
        trade.tradeType !== 'reinvest' &&
        (!type || trade.tradeType === type) &&
        (!status || trade.status === status) &&
        inRange(trade.applyDate, from, to) &&
        (!investorName || nameOf(names, trade.investorId).includes(investorName)),
    )
    .map((found) => applyRow(found, names))
  return sorted(rows, (sort as SortState | undefined) ?? { field: 'applyDate', order: 'descend' })
}

function stepsOf({ fund, trade }: Found, channel: string): TimelineStep[] {
  const steps: TimelineStep[] = [
    { title: '提交申请', state: 'done', at: at(trade.applyDate, trade.applyClock), actor: channel },
  ]
  if (trade.applyNo?.startsWith('JE')) {
    const waiting = trade.remark?.includes('待管理人')
    steps.push({
      title: '管理人确认巨额赎回',
      state: waiting ? 'current' : 'done',
      reason: trade.remark ?? undefined,
    })
  }
  if (trade.status === 'pending') {
    const day = fund.stage === 'raising' ? null : (nextOpenDay(fund, taToday()) ?? null)
    steps.push({
      title: '登记机构确认',
      state: trade.applyNo?.startsWith('JE') ? 'todo' : 'current',
      reason: day ? `将于开放日 ${day} 按当日净值确认` : '产品成立后确认份额',
    })
  } else if (trade.status === 'cancelled' || trade.status === 'failed') {
    steps.push({
      title: trade.status === 'cancelled' ? '已撤销' : '确认失败',
      state: 'returned',
      at: at(trade.applyDate, '17:00'),
      actor: trade.status === 'cancelled' ? channel : '登记机构',
      reason: trade.remark ?? undefined,
    })
  } else {
    steps.push({
      title: trade.status === 'partial' ? '部分确认' : '登记机构确认',
      state: 'done',
      at: at(trade.confirmDate as string, '09:00'),
      actor: '登记机构',
      reason: trade.remark ?? `确认份额 ${trade.confirmShares.toLocaleString('zh-CN')}`,
    })
  }
  return steps
}

export function applyDetail(orgId: string, applyNo: string): TradeApplyDetail | undefined {
  const names = investorMapOf(orgId)
  const code = applyNo.startsWith('SQ') ? applyNo.slice(2, -5) : undefined
  const funds = db.state.funds.filter((f) => f.orgId === orgId && (!code || f.fundCode === code))
  const found = tradesOf(orgId, funds).find(({ trade }) => trade.applyNo === applyNo)
  if (!found) return undefined
  const row = applyRow(found, names)
  const { trade } = found
  const confirmed = trade.confirmShares > 0
  return {
    ...row,
    confirmShares: confirmed ? trade.confirmShares : null,
    confirmAmount: confirmed ? trade.confirmAmount : null,
    fee: confirmed ? trade.fee : null,
    unitNav: trade.unitNav,
    remark: trade.remark,
    steps: stepsOf(found, row.channelName),
  }
}

/** 交易确认's rows for a query, or the refusal. */
export function confirmRows(orgId: string, get: ParamReader): TradeConfirmRow[] | string {
  const filter = commonFilterOf(get, orgId)
  const type = oneOf(get, 'tradeType', CONFIRM_TYPES, TA_MSG.tradeType)
  const sort = sortOf(get, CONFIRM_SORTS)
  const problem = [filter, type, sort].map(problemOf).find(Boolean)
  if (problem) return problem
  const { funds, investorName, from, to } = filter as Exclude<typeof filter, { problem: string }>
  const names = investorMapOf(orgId)
  const rows = funds.flatMap((fund) =>
    tradeBookOf(fund)
      .trades.filter(
        (t) =>
          t.confirmShares > 0 &&
          (!type || t.tradeType === type) &&
          inRange(t.confirmDate, from, to) &&
          (!investorName || nameOf(names, t.investorId).includes(investorName)),
      )
      .map((t): TradeConfirmRow => ({
        confirmNo: t.confirmNo as string,
        applyNo: t.applyNo,
        confirmDate: t.confirmDate as string,
        navDate: t.navDate as string,
        fundCode: fund.fundCode,
        fundName: fund.fundName,
        investorId: t.investorId,
        investorName: nameOf(names, t.investorId),
        tradeType: t.tradeType,
        confirmShares: t.confirmShares,
        unitNav: t.unitNav as number,
        confirmAmount: t.confirmAmount,
        fee: t.fee,
        settleAmount: t.settleAmount,
      })),
  )
  return sorted(rows, (sort as SortState | undefined) ?? { field: 'confirmDate', order: 'descend' })
}
