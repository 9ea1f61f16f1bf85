import { http } from 'msw'
import type { DayRuleType, FundCalendarEvent, FundEventType, ProductDate } from '@contract/api/home'
import { db } from '../db/db'
import { dayRule, daysOfMonth } from '../db/trading-days'
import { fundsOf } from './home-handlers'
import { api, fail, ok, withAuth, type AuthContext } from './http'

/** 产品日历 (docs/api.md "Home page"): the events of the session organisation's funds. */
export const CALENDAR_MSG = {
  badMonth: '月份格式不正确，应为 YYYY-MM',
  badDate: '日期格式不正确，应为 YYYY-MM-DD',
} as const

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

/**
 * The organisation's events, narrowed to `fundCodes` (comma separated) when given. Codes of
 * another organisation's funds match nothing.
 */
function eventsOf(query: URLSearchParams, { org }: AuthContext) {
  const codes = (query.get('fundCodes') ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean)
  const wanted = new Set(codes)
  return db.state.fundEvents.filter(
    (e) => e.orgId === org.orgId && (wanted.size === 0 || wanted.has(e.fundCode)),
  )
}

const queryOf = (request: Request) => new URL(request.url).searchParams

export const calendarHandlers = [
  http.post(
    api('/fundCalendar/queryProductDate'),
    withAuth(({ request }, auth) => {
      const query = queryOf(request)
      const month = query.get('month') ?? ''
      const days = new Set(daysOfMonth(month))
      if (days.size === 0) return fail(CALENDAR_MSG.badMonth)
      const byDate = new Map<string, Partial<Record<FundEventType, number>>>()
      for (const e of eventsOf(query, auth)) {
        if (!days.has(e.date)) continue
        const counts = byDate.get(e.date) ?? {}
        counts[e.type] = (counts[e.type] ?? 0) + 1
        byDate.set(e.date, counts)
      }
      return ok<ProductDate[]>([...byDate].map(([date, counts]) => ({ date, counts })))
    }),
  ),
  http.post(
    api('/fundCalendar/dailyList'),
    withAuth(({ request }, auth) => {
      const query = queryOf(request)
      const date = query.get('date') ?? ''
      if (!DATE.test(date)) return fail(CALENDAR_MSG.badDate)
      const names = new Map(fundsOf(auth.org.orgId).map((f) => [f.fundCode, f.fundName]))
      const order: FundEventType[] = ['dividend', 'open', 'nav']
      const events = eventsOf(query, auth)
        .filter((e) => e.date === date)
        .map(({ fundCode, type, remark }) => ({
          date,
          fundCode,
          fundName: names.get(fundCode) ?? fundCode,
          type,
          remark,
        }))
        .sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type))
      return ok<FundCalendarEvent[]>(events)
    }),
  ),
  http.get(
    api('/fundCalendar/daysRuleType'),
    withAuth(({ request }) => {
      const query = queryOf(request)
      const days = daysOfMonth(query.get('month') ?? '')
      if (days.length === 0) return fail(CALENDAR_MSG.badMonth)
      const onlyTrading = query.get('isFilterTransactionDate') === '1'
      const rules = days.map((date) => ({ date, ruleType: dayRule(date) }))
      return ok<DayRuleType[]>(onlyTrading ? rules.filter((d) => d.ruleType === 'trading') : rules)
    }),
  ),
]
