import { toBeijingIso } from '@contract/beijing-time'
import { http } from 'msw'
import type { PagedList } from '@contract/api/paged-list'
import {
  LARGE_REDEEM_STATUSES,
  type LargeRedeemDecision,
  type LargeRedeemDetail,
  type LargeRedeemRow,
} from '@contract/api/transfer-agent'
import { db } from '../db/db'
import { largeRedeemFigures } from '../db/ta-register'
import type { TaLargeRedeemRecord } from '../db/ta-tables'
import { bodyOf, pageOrFail, problemOf, searchOf } from './custodian-common'
import { api, fail, ok, withAuth } from './http'
import { paginate } from './paging'
import { closePending } from './pending'
import { commonFilterOf, investorMapOf, oneOf, TA_MSG } from './ta-common'

/*
 * 巨额赎回确认 (docs/api.md "登记过户"): an open day's net redemption over 10% of the fund's
 * shares waits on the manager (maxRedeemApplyConfirmNum): 全额确认, or 部分确认 of a share
 * (at least enough for a net redemption of 10%), the rest 顺延 to the next open day or 取消.
 */

const percent = (ratio: number) => `${(Math.round(ratio * 10_000) / 100).toFixed(2)}%`

function rowOf(r: TaLargeRedeemRecord): LargeRedeemRow {
  const fund = db.state.funds.find((f) => f.fundCode === r.fundCode)
  const figures = largeRedeemFigures(r)
  const ratio = r.confirmRatio ?? null
  return {
    id: r.id,
    fundCode: r.fundCode,
    fundName: fund?.fundName ?? r.fundCode,
    openDate: r.openDate,
    fundShares: r.fundShares,
    redeemShares: figures.redeemShares,
    purchaseShares: r.purchaseShares,
    netRedeemShares: figures.netRedeemShares,
    netRatio: figures.netRatio,
    applyCount: r.applications.length,
    status: r.status,
    confirmRatio: ratio,
    confirmShares: ratio === null ? null : confirmedOf(r, ratio).total,
    remainder: r.remainder ?? null,
    handledAt: r.handledAt ?? null,
    handler: r.handler ?? null,
  }
}

/** Each application's honoured shares (whole hundreds, pro rata) and their total. */
function confirmedOf(r: TaLargeRedeemRecord, ratio: number) {
  const each = r.applications.map((a) =>
    ratio >= 1 ? a.shares : Math.floor((a.shares * ratio) / 100) * 100,
  )
  return { each, total: each.reduce((s, n) => s + n, 0) }
}

function detailOf(r: TaLargeRedeemRecord): LargeRedeemDetail {
  const names = investorMapOf(r.orgId)
  const honoured = r.confirmRatio === undefined ? undefined : confirmedOf(r, r.confirmRatio)
  return {
    ...rowOf(r),
    minRatio: largeRedeemFigures(r).minRatio,
    applications: r.applications.map((a, i) => ({
      applyNo: a.applyNo,
      investorId: a.investorId,
      investorName: names.get(a.investorId)?.investorName ?? a.investorId,
      applyShares: a.shares,
      confirmShares: honoured ? (honoured.each[i] ?? null) : null,
    })),
  }
}

/** The decision, or what is wrong with it. */
function decisionProblem(body: Partial<LargeRedeemDecision> | undefined, minRatio: number) {
  if (body?.mode === 'full') return undefined
  if (body?.mode !== 'partial') return TA_MSG.mode
  const ratio = body.ratio
  if (typeof ratio !== 'number' || !Number.isFinite(ratio) || ratio <= 0 || ratio >= 1) {
    return TA_MSG.ratio
  }
  if (ratio + 1e-9 < minRatio) return TA_MSG.ratioLow(percent(minRatio))
  if (body.remainder !== 'defer' && body.remainder !== 'cancel') return TA_MSG.remainder
  return undefined
}

export const taLargeRedeemHandlers = [
  http.post(
    api('/rest/ta/queryLargeRedeems'),
    withAuth(({ request }, { org }) => {
      const paging = pageOrFail(request)
      if (paging.refusal) return paging.refusal
      const get = searchOf(request)
      const filter = commonFilterOf(get, org.orgId)
      const status = oneOf(get, 'status', LARGE_REDEEM_STATUSES, TA_MSG.status)
      const problem = problemOf(filter) ?? problemOf(status)
      if (problem) return fail(problem)
      const codes = new Set(
        (filter as { funds: { fundCode: string }[] }).funds.map((f) => f.fundCode),
      )
      const rows = db.state.taLargeRedeems
        .filter(
          (r) => r.orgId === org.orgId && codes.has(r.fundCode) && (!status || r.status === status),
        )
        .sort(
          (a, b) =>
            Number(b.status === 'pending') - Number(a.status === 'pending') ||
            a.openDate.localeCompare(b.openDate) ||
            a.id.localeCompare(b.id),
        )
        .map(rowOf)
      return ok<PagedList<LargeRedeemRow>>(paginate(rows, paging.page))
    }),
  ),

  http.post(
    api('/rest/ta/queryLargeRedeemDetail'),
    withAuth(({ request }, { org }) => {
      const id = searchOf(request)('id')
      const record = db.state.taLargeRedeems.find((r) => r.orgId === org.orgId && r.id === id)
      return record ? ok(detailOf(record)) : fail(TA_MSG.apply)
    }),
  ),

  http.post(
    api('/rest/ta/confirmLargeRedeem'),
    withAuth(async ({ request }, { org, user }) => {
      const body = await bodyOf<LargeRedeemDecision>(request)
      const record = db.state.taLargeRedeems.find((r) => r.orgId === org.orgId && r.id === body?.id)
      if (!record) return fail(TA_MSG.apply)
      if (record.status !== 'pending') return fail(TA_MSG.handled)
      const problem = decisionProblem(body, largeRedeemFigures(record).minRatio)
      if (problem) return fail(problem)
      const decision = body as LargeRedeemDecision
      record.status = decision.mode
      record.confirmRatio =
        decision.mode === 'full' ? 1 : Math.round(decision.ratio * 10_000) / 10_000
      if (decision.mode === 'partial') record.remainder = decision.remainder
      record.handledAt = toBeijingIso(Date.now())
      record.handler = user.realName
      closePending(record.id, decision.mode === 'full' ? '全额确认' : '部分确认')
      return ok(detailOf(record))
    }),
  ),
]
