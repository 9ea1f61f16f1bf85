import { http } from 'msw'
import type { PagedList } from '@contract/api/paged-list'
import type {
  Recipients,
  SendKind,
  SendRecord,
  SendRequest,
  SendResult,
} from '@contract/api/valuation'
import { db } from '../db/db'
import { beijingNow } from '../db/seed-custodian-time'
import { checkId } from '../db/seed-valuation'
import { fromIso } from '../db/trading-days'
import type { FundRecord, ValuationSendRecord } from '../db/types'
import { navDayOf, navIndexOf } from '../db/valuation-days'
import { recipientsOf } from '../db/valuation-mail'
import {
  bodyOf,
  dateRangeOf,
  isDate,
  pageOrFail,
  problemOf,
  readerOf,
  searchOf,
  sorted,
  sortOf,
  type SortState,
} from './custodian-common'
import { api, fail, ok, withAuth } from './http'
import { paginate } from './paging'
import { ownFund, statusOf, VALUATION_MSG, waitingCheck, waitingIds } from './valuation-common'

/*
 * Sending 估值表, 净值 and 净值序列 by mail (docs/api.md "估值核对"): who they go to, the send
 * itself (a table or a NAV once checked; a series of up to a year), the records of each kind
 * (/valuation-record, /net-value-record, /net-worth-list-record) and 重新发送, which sends to
 * the same recipients again as a new record.
 */

const KINDS: readonly SendKind[] = ['table', 'nav', 'series']
const SEND_SORTS = ['sentAt', 'date'] as const

const kindOf = (text: string | undefined) =>
  KINDS.includes(text as SendKind) ? (text as SendKind) : undefined

const view = (record: ValuationSendRecord): SendRecord => {
  const { orgId: _orgId, ...rest } = record
  const fund = db.state.funds.find((f) => f.fundCode === record.fundCode)
  return { ...rest, fundName: fund?.fundName ?? record.fundCode }
}

function record(fields: Omit<ValuationSendRecord, 'sendId'>): ValuationSendRecord {
  const next = db.state.valuationSends.length + 1
  const sent = { sendId: `VS${String(next).padStart(5, '0')}`, ...fields }
  db.state.valuationSends.push(sent)
  return sent
}

/** Why a send of this kind cannot go yet, if it cannot. */
function refusalOf(body: Partial<SendRequest>, fund: FundRecord): string | undefined {
  const { kind, date, beginDate } = body
  if (!date || !isDate(date)) return date ? VALUATION_MSG.date : VALUATION_MSG.dateRequired
  if (kind === 'table' || kind === 'nav') {
    if (!navDayOf(fund, date)) return kind === 'table' ? VALUATION_MSG.noTable : VALUATION_MSG.noNav
    if (waitingCheck(kind, fund.fundCode, date)) {
      return kind === 'table' ? VALUATION_MSG.tableUnchecked : VALUATION_MSG.navUnchecked
    }
    return undefined
  }
  if (!beginDate || !isDate(beginDate)) return VALUATION_MSG.date
  if (beginDate > date) return VALUATION_MSG.range
  if ((fromIso(date) - fromIso(beginDate)) / 86_400_000 > 366) return VALUATION_MSG.seriesRange
  const points = seriesPoints(fund, beginDate, date)
  if (!points.length) return VALUATION_MSG.seriesEmpty
  const waiting = waitingIds('nav', fund.orgId)
  if (points.some((p) => waiting.has(checkId('nav', fund.fundCode, p.date)))) {
    return VALUATION_MSG.seriesUnchecked
  }
  return undefined
}

const seriesPoints = (fund: FundRecord, from: string, to: string) =>
  navIndexOf(fund).series.filter((p) => p.date >= from && p.date <= to)

export const valuationSendHandlers = [
  http.post(
    api('/rest/valuation/recipients'),
    withAuth(({ request }, { org }) => {
      const get = searchOf(request)
      const kind = kindOf(get('kind'))
      if (!kind) return fail(VALUATION_MSG.kind)
      const fund = ownFund(org.orgId, get('fundCode'))
      const problem = problemOf(fund)
      if (problem) return fail(problem)
      const recipients = recipientsOf(kind, fund as FundRecord, db.state.fundContacts)
      return ok<Recipients>({ recipients })
    }),
  ),

  http.post(
    api('/rest/valuation/send'),
    withAuth(async ({ request }, { org, user }) => {
      const body = await bodyOf<SendRequest>(request)
      if (!body) return fail(VALUATION_MSG.badBody)
      const kind = kindOf(body.kind)
      if (!kind) return fail(VALUATION_MSG.kind)
      const fund = ownFund(org.orgId, body.fundCode)
      const problem = problemOf(fund) ?? refusalOf({ ...body, kind }, fund as FundRecord)
      if (problem) return fail(problem)
      const f = fund as FundRecord
      const series =
        kind === 'series'
          ? {
              beginDate: body.beginDate,
              points: seriesPoints(f, body.beginDate!, body.date!).length,
            }
          : {}
      const sent = record({
        kind,
        orgId: org.orgId,
        fundCode: f.fundCode,
        date: body.date!,
        ...series,
        recipients: recipientsOf(kind, f, db.state.fundContacts),
        sentAt: beijingNow(),
        sender: user.realName,
        result: 'success',
      })
      return ok(view(sent))
    }),
  ),

  http.post(
    api('/rest/valuation/querySends'),
    withAuth(({ request }, { org }) => {
      const paging = pageOrFail(request)
      if (paging.refusal) return paging.refusal
      const get = searchOf(request)
      const kind = kindOf(get('kind'))
      if (!kind) return fail(VALUATION_MSG.kind)
      const code = get('fundCode')
      const fund = code ? ownFund(org.orgId, code) : undefined
      const range = dateRangeOf(get)
      const result = statusOf<SendResult>(
        get,
        'result',
        ['success', 'failed'],
        VALUATION_MSG.result,
      )
      const sort = sortOf(get, SEND_SORTS)
      const problem = [fund, range, result, sort].map(problemOf).find(Boolean)
      if (problem) return fail(problem)
      const { from, to } = range as { from?: string; to?: string }
      const rows = db.state.valuationSends
        .filter((s) => s.orgId === org.orgId && s.kind === kind)
        .filter((s) => !code || s.fundCode === code)
        .filter((s) => (!from || s.date >= from) && (!to || s.date <= to))
        .filter((s) => !result || s.result === result)
        .reverse()
      const page = paginate(sorted(rows, sort as SortState | undefined), paging.page)
      return ok<PagedList<SendRecord>>({ ...page, list: page.list.map(view) })
    }),
  ),

  http.post(
    api('/rest/valuation/resend'),
    withAuth(({ request }, { org, user }) => {
      const sendId = readerOf(new URL(request.url).searchParams)('sendId')
      const original = db.state.valuationSends.find(
        (s) => s.sendId === sendId && s.orgId === org.orgId,
      )
      if (!original) return fail(VALUATION_MSG.gone)
      const { sendId: _id, reason: _reason, ...same } = original
      const sent = record({
        ...same,
        sentAt: beijingNow(),
        sender: user.realName,
        result: 'success',
        resendOf: original.sendId,
      })
      return ok(view(sent))
    }),
  ),
]
