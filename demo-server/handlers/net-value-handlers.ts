import { http } from 'msw'
import {
  CHECK_STATUSES,
  NOTICE_STATUSES,
  type CheckStatus,
  type NavNotice,
  type NavRow,
  type NoticeStatus,
} from '@contract/api/valuation'
import { db } from '../db/db'
import { beijingNow } from '../db/seed-custodian-time'
import { checkId } from '../db/seed-valuation'
import type { FundRecord } from '../db/types'
import { dailyChangeOf, isDisclosureDay, navDayOf } from '../db/valuation-days'
import type { Cell } from '../xlsx/xlsx-writer'
import { pageOrFail, problemOf, readerOf, searchOf, type ParamReader } from './custodian-common'
import { registerExportSource } from './export-registry'
import { api, fail, ok, withAuth } from './http'
import { closePending } from './pending'
import {
  checkStatusOf,
  dayOf,
  dayQueryOf,
  navDays,
  ownFund,
  pageOfDays,
  sendStatuses,
  statusOf,
  VALUATION_MSG,
  CUSTODIAN_NAME,
  waitingCheck,
  waitingIds,
  type DayQuery,
  type NavDay,
} from './valuation-common'
import { navNoticeBody } from './net-value-notice'

/*
 * 净值 (docs/api.md "估值核对"): each fund's NAV by day with its change, 核对状态 (T00018)
 * and 公告状态 (a week's last trading day is announced; T00063), the announcement itself,
 * the two confirmations and the list's export.
 */

function navRows(get: ParamReader, orgId: string) {
  const query = dayQueryOf(get, orgId)
  const check = statusOf<CheckStatus>(
    get,
    'checkStatus',
    Object.keys(CHECK_STATUSES) as CheckStatus[],
    VALUATION_MSG.checkStatus,
  )
  const notice = statusOf<NoticeStatus>(
    get,
    'noticeStatus',
    Object.keys(NOTICE_STATUSES) as NoticeStatus[],
    VALUATION_MSG.noticeStatus,
  )
  const problem = [query, check, notice].map(problemOf).find(Boolean)
  if (problem !== undefined) return { problem }
  const waitingNav = waitingIds('nav', orgId)
  const waitingNotice = waitingIds('notice', orgId)
  const sends = sendStatuses('nav', orgId)
  const noticeOf = (fund: FundRecord, date: string): NoticeStatus =>
    !isDisclosureDay(date)
      ? 'none'
      : waitingNotice.has(checkId('notice', fund.fundCode, date))
        ? 'pending'
        : 'confirmed'
  const rowOf = ({ fund, date, point, previous }: NavDay): NavRow => {
    return {
      id: `${fund.fundCode}/${date}`,
      fundCode: fund.fundCode,
      fundName: fund.fundName,
      date,
      unitNav: point.unitNav,
      accumNav: point.accumNav,
      dailyChange: dailyChangeOf(point, previous),
      checkStatus: checkStatusOf(waitingNav, checkId('nav', fund.fundCode, date)),
      noticeStatus: noticeOf(fund, date),
      sendStatus: sends.get(`${fund.fundCode}/${date}`) ?? 'unsent',
    }
  }
  const keep = (day: NavDay) => {
    if (!check && !notice) return true
    const row = rowOf(day)
    return (!check || row.checkStatus === check) && (!notice || row.noticeStatus === notice)
  }
  return { problem: undefined, days: navDays(query as DayQuery), keep, rowOf }
}

/** The (fund, NAV day) asked for, or the refusal. */
function navAsked(get: ParamReader, orgId: string) {
  const fund = ownFund(orgId, get('fundCode'))
  const date = dayOf(get)
  const problem = problemOf(fund) ?? problemOf(date)
  if (problem !== undefined) return { problem }
  const day = navDayOf(fund as FundRecord, date as string)
  if (!day) return { problem: VALUATION_MSG.noNav }
  return { problem: undefined, fund: fund as FundRecord, date: date as string, ...day }
}

function noticeOf(get: ParamReader, orgId: string, orgName: string) {
  const asked = navAsked(get, orgId)
  if (asked.problem !== undefined) return asked
  const { fund, date, point, previous } = asked
  const check = db.state.valuationChecks.find(
    (c) => c.id === checkId('notice', fund.fundCode, date),
  )
  const status: NoticeStatus = !isDisclosureDay(date)
    ? 'none'
    : check && !check.confirmedAt
      ? 'pending'
      : 'confirmed'
  const notice: NavNotice = {
    fundCode: fund.fundCode,
    fundName: fund.fundName,
    recordNo: fund.recordNo,
    date,
    unitNav: point.unitNav,
    accumNav: point.accumNav,
    dailyChange: dailyChangeOf(point, previous),
    managerName: orgName,
    custodianName: CUSTODIAN_NAME,
    title: `${fund.fundName}净值公告`,
    bodyHtml: navNoticeBody(fund, orgName),
    status,
    ...(check?.confirmedAt ? { confirmedAt: check.confirmedAt } : {}),
  }
  return { problem: undefined, notice }
}

export const netValueHandlers = [
  http.post(
    api('/rest/valuation/queryNav'),
    withAuth(({ request }, { org }) => {
      const paging = pageOrFail(request)
      if (paging.refusal) return paging.refusal
      const rows = navRows(searchOf(request), org.orgId)
      if (rows.problem !== undefined) return fail(rows.problem)
      return ok(pageOfDays(rows.days, rows.keep, paging.page, rows.rowOf))
    }),
  ),

  http.post(
    api('/rest/valuation/confirmNav'),
    withAuth(({ request }, { org, user }) => {
      const asked = navAsked(searchOf(request), org.orgId)
      if (asked.problem !== undefined) return fail(asked.problem)
      const check = waitingCheck('nav', asked.fund.fundCode, asked.date)
      if (!check) return fail(VALUATION_MSG.navDone)
      check.confirmedBy = user.realName
      check.confirmedAt = beijingNow()
      closePending(check.id, '已确认')
      return ok(null)
    }),
  ),

  http.post(
    api('/rest/valuation/navNotice'),
    withAuth(({ request }, { org }) => {
      const asked = noticeOf(searchOf(request), org.orgId, org.orgName)
      return asked.problem !== undefined ? fail(asked.problem) : ok(asked.notice)
    }),
  ),

  http.post(
    api('/rest/valuation/confirmNotice'),
    withAuth(({ request }, { org, user }) => {
      const asked = noticeOf(searchOf(request), org.orgId, org.orgName)
      if (asked.problem !== undefined) return fail(asked.problem)
      const { notice } = asked
      if (notice.status === 'none') return fail(VALUATION_MSG.noNotice)
      const check = waitingCheck('notice', notice.fundCode, notice.date)
      if (!check) return fail(VALUATION_MSG.noticeDone)
      check.confirmedBy = user.realName
      check.confirmedAt = beijingNow()
      closePending(check.id, '已确认')
      return ok<NavNotice>({ ...notice, status: 'confirmed', confirmedAt: check.confirmedAt })
    }),
  ),
]

registerExportSource('net-value', {
  pages: ['valuation-check/net-value'],
  label: '净值',
  headers: [
    '产品代码',
    '产品名称',
    '净值日期',
    '单位净值',
    '累计单位净值',
    '日涨跌幅%',
    '核对状态',
    '公告状态',
  ],
  widths: [12, 36, 12, 12, 14, 12, 10, 10],
  rows: (orgId, params) => {
    const rows = navRows(readerOf(params), orgId)
    if (rows.problem !== undefined) return undefined
    const out: Cell[][] = []
    for (const day of rows.days) {
      if (!rows.keep(day)) continue
      const r = rows.rowOf(day)
      out.push([
        r.fundCode,
        r.fundName,
        r.date,
        r.unitNav,
        r.accumNav,
        r.dailyChange === null ? null : Math.round(r.dailyChange * 10_000) / 100,
        CHECK_STATUSES[r.checkStatus],
        NOTICE_STATUSES[r.noticeStatus],
      ])
    }
    return out
  },
})
