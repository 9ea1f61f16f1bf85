import fc from 'fast-check'
import { db } from '../db/db'
import { navSeriesOf } from '../db/fund-nav'
import { addDays } from '../db/trading-days'
import type { FundRecord } from '../db/types'
import type { StatementLine } from '@contract/api/custodian'
import type { PagedList } from '@contract/api/paged-list'
import type { ValuationTable } from '@contract/api/valuation'
import { callJson } from './api'
import { loginAs } from './login-as'

/*
 * Issue 17, one ledger: for funds and valuation days drawn by fast-check across every
 * organisation, the endpoints the pages call tell the same figures to the cent. Each identity
 * is its own test; a failure names the fund, the day and both figures.
 */

export const SEED = Number(process.env.LEDGER_SEED ?? 20_261_117)
export const RUNS = Number(process.env.LEDGER_RUNS ?? 6)

/** A user of each organisation whose menus open every page asked (operator has no 业绩分析). */
export const ORGS = [
  { orgId: 'ORG001', user: 'manager', index: 0 },
  { orgId: 'ORG002', user: 'manager', index: 1 },
  { orgId: 'ORG003', user: 'admin', index: 0 },
] as const

export async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  token: string,
  query: Record<string, unknown> = {},
) {
  const { body } = await callJson<T>(path, { method, token, query })
  if (body.status !== 'success') throw new Error(`${path} ${JSON.stringify(query)}: ${body.msg}`)
  return body.data
}

export const post = <T>(path: string, token: string, query: Record<string, unknown> = {}) =>
  request<T>('POST', path, token, query)

export const cents = (yuan: number) => Math.round(yuan * 100)

/** Throws, naming the fund, the day and both figures, unless they agree to the cent. */
export function same(
  what: string,
  fund: string,
  day: string,
  a: [string, number],
  b: [string, number],
) {
  if (cents(a[1]) !== cents(b[1])) {
    throw new Error(`${what} · ${fund} ${day}: ${a[0]} ${a[1]} ≠ ${b[0]} ${b[1]}`)
  }
}

export interface Sample {
  fund: FundRecord
  day: string
  token: string
}

/** Any organisation's fund with a NAV, on any of its valuation days. */
export const samples = fc
  .record({ org: fc.constantFrom(...ORGS), fund: fc.nat(), day: fc.nat() })
  .map(({ org, fund, day }) => {
    const funds = db.state.funds.filter((f) => f.orgId === org.orgId && navSeriesOf(f).length)
    const picked = funds[fund % funds.length]!
    const series = navSeriesOf(picked)
    return { org, fund: picked, day: series[day % series.length]!.date }
  })

export const check = (property: (s: Sample) => Promise<void>) =>
  fc.assert(
    fc.asyncProperty(samples, async ({ org, fund, day }) => {
      const { token } = loginAs(org.user, org.index)
      await property({ fund, day, token })
    }),
    { seed: SEED, numRuns: RUNS },
  )

export const tableOf = (s: Sample, date = s.day) =>
  post<ValuationTable>('/rest/valuation/tableDetail', s.token, { fundCode: s.fund.fundCode, date })

export const accountValue = (table: ValuationTable, code: string) =>
  table.accounts.find((a) => a.code === code)?.marketValue ?? 0

export const statementOf = async (s: Sample, from: string, to: string) => {
  const query = { fundCode: s.fund.fundCode, beginDate: from, endDate: to, pageSize: 100 }
  const lines: StatementLine[] = []
  for (let pageNo = 1; ; pageNo += 1) {
    const page = await post<PagedList<StatementLine>>('/rest/custodian/queryStatement', s.token, {
      ...query,
      pageNo,
    })
    lines.push(...page.list)
    if (lines.length >= page.total) return lines
  }
}

/** Three years back, plus a day: the longest range 费用计提 answers, ending on `day`. */
export const threeYearsBefore = (day: string) => {
  const year = Number(day.slice(0, 4)) - 3
  return day.endsWith('-02-29') ? `${year}-03-01` : addDays(`${year}${day.slice(4)}`, 1)
}
