import { http } from 'msw'
import type {
  BalancePage,
  CustodyBalance,
  FundOption,
  StatementLine,
} from '@contract/api/custodian'
import type { PagedList } from '@contract/api/paged-list'
import { cashLedgerOf, closingBalance } from '../db/cash-ledger'
import {
  custodyAccountOf,
  frozenAmount,
  round2,
  statementFrom,
  statementUntil,
  tradingDayOnOrBefore,
} from '../db/custody-cash'
import {
  CUSTODIAN_MSG,
  fundFilterOf,
  fundsOf,
  isDate,
  pageOrFail,
  problemOf,
  searchOf,
  sorted,
  sortOf,
  type SortState,
} from './custodian-common'
import { statementQueryOf, statementRowsOf, type StatementQuery } from './custodian-statement'
import { api, fail, ok, withAuth } from './http'
import { paginate } from './paging'
import type { FundRecord } from '../db/types'

/*
 * 托管户余额 and 银行流水 (docs/api.md "托管查询"): the organisation's funds for the pickers,
 * each custody account's balance on a date (the closing balance of the statement's last day on
 * or before it, with totals), and the statement lines, filtered, sorted and paged.
 */

export const BALANCE_MSG = {
  future: (until: string) => `查询日期不能晚于 ${until}`,
  tooOld: '仅可查询近三年内的余额',
} as const

const BALANCE_SORTS = ['fundCode', 'balance', 'available', 'frozen'] as const

function balanceOf(fund: FundRecord, date: string): CustodyBalance | undefined {
  const ledger = cashLedgerOf(fund)
  const account = custodyAccountOf(fund)
  if (!ledger || !account || date < fund.establishDate) return undefined
  // A liquidated fund's account closes once its balance is paid out.
  const { closeDay } = ledger
  const closed = Boolean(closeDay && date >= closeDay)
  const asOfDate = closed ? (closeDay as string) : tradingDayOnOrBefore(date)
  const balance = closingBalance(fund, asOfDate)
  const frozen = frozenAmount(fund, asOfDate, balance)
  return {
    fundCode: fund.fundCode,
    fundName: fund.fundName,
    accountNo: account.accountNo,
    bankName: account.institution,
    balance,
    available: round2(balance - frozen),
    frozen,
    asOfDate,
    accountStatus: closed ? 'closed' : 'normal',
  }
}

const total = (rows: CustodyBalance[], key: 'balance' | 'available' | 'frozen') =>
  round2(rows.reduce((sum, r) => sum + r[key], 0))

export const custodianCashHandlers = [
  http.post(
    api('/rest/custodian/queryFunds'),
    withAuth((_, { org }) =>
      ok<FundOption[]>(
        fundsOf(org.orgId).map(({ fundCode, fundName }) => ({ fundCode, fundName })),
      ),
    ),
  ),

  http.post(
    api('/rest/custodian/queryBalance'),
    withAuth(({ request }, { org }) => {
      const get = searchOf(request)
      const paging = pageOrFail(request)
      if (paging.refusal) return paging.refusal
      const until = statementUntil()
      const date = get('date') ?? until
      if (!isDate(date)) return fail(CUSTODIAN_MSG.date)
      if (date > until) return fail(BALANCE_MSG.future(until))
      if (date < statementFrom(until)) return fail(BALANCE_MSG.tooOld)
      const fund = fundFilterOf(get, org.orgId)
      const sort = sortOf(get, BALANCE_SORTS)
      const problem = problemOf(fund) ?? problemOf(sort)
      if (problem) return fail(problem)
      const funds = fund ? [fund as FundRecord] : fundsOf(org.orgId)
      const rows = funds
        .map((f) => balanceOf(f, date))
        .filter((r): r is CustodyBalance => Boolean(r))
      const totals = {
        balance: total(rows, 'balance'),
        available: total(rows, 'available'),
        frozen: total(rows, 'frozen'),
      }
      const page = paginate(sorted(rows, sort as SortState | undefined), paging.page)
      return ok<BalancePage>({ ...page, totals, date })
    }),
  ),

  http.post(
    api('/rest/custodian/queryStatement'),
    withAuth(({ request }, { org }) => {
      const paging = pageOrFail(request)
      if (paging.refusal) return paging.refusal
      const query = statementQueryOf(searchOf(request), org.orgId)
      const problem = problemOf(query)
      if (problem) return fail(problem)
      const rows = statementRowsOf(org.orgId, query as StatementQuery)
      return ok<PagedList<StatementLine>>(paginate(rows, paging.page))
    }),
  ),
]
