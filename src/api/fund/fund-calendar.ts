import { queryOptions } from '@tanstack/react-query'
import { getData, postData } from '@/lib/http/request'
import type { DayRuleType, FundCalendarEvent, ProductDate } from '@contract/api/home'
import { fundKeys } from './keys'

/*
 * 产品日历 (docs/api.md "Home page"). `fundCodes` narrows to those funds (comma separated);
 * empty means every fund of the organisation. Silent: the card shows its own failure.
 */
const codes = (fundCodes: readonly string[]) => fundCodes.join(',') || undefined
const list = <T>(data: T[] | null) => (Array.isArray(data) ? data : [])

/** POST /fundCalendar/queryProductDate?month&fundCodes: the month's days with events. */
export const queryProductDate = (month: string, fundCodes: readonly string[]) =>
  postData<ProductDate[] | null>('/fundCalendar/queryProductDate', undefined, {
    params: { month, fundCodes: codes(fundCodes) },
    silent: true,
  }).then(list)

export const productDatesQuery = (
  orgId: string | undefined,
  month: string,
  fundCodes: readonly string[],
) =>
  queryOptions({
    queryKey: fundKeys.calendarDates(orgId, month, fundCodes),
    queryFn: () => queryProductDate(month, fundCodes),
  })

/** POST /fundCalendar/dailyList?date&fundCodes: that day's events. */
export const dailyList = (date: string, fundCodes: readonly string[]) =>
  postData<FundCalendarEvent[] | null>('/fundCalendar/dailyList', undefined, {
    params: { date, fundCodes: codes(fundCodes) },
    silent: true,
  }).then(list)

export const dailyListQuery = (
  orgId: string | undefined,
  date: string,
  fundCodes: readonly string[],
) =>
  queryOptions({
    queryKey: fundKeys.calendarDaily(orgId, date, fundCodes),
    queryFn: () => dailyList(date, fundCodes),
  })

/** GET /fundCalendar/daysRuleType?month&fundCodes&isFilterTransactionDate */
export const daysRuleType = (month: string, fundCodes: readonly string[], onlyTrading: boolean) =>
  getData<DayRuleType[] | null>('/fundCalendar/daysRuleType', {
    params: {
      month,
      fundCodes: codes(fundCodes),
      isFilterTransactionDate: onlyTrading ? 1 : 0,
    },
    silent: true,
  }).then(list)

export const daysRuleTypeQuery = (
  orgId: string | undefined,
  month: string,
  fundCodes: readonly string[],
  onlyTrading: boolean,
) =>
  queryOptions({
    queryKey: fundKeys.calendarDays(orgId, month, fundCodes, onlyTrading),
    queryFn: () => daysRuleType(month, fundCodes, onlyTrading),
  })
