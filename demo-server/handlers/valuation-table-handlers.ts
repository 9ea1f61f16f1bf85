import { http } from 'msw'
import {
  SEND_STATUSES,
  type CheckStatus,
  type SendStatus,
  type ValuationFund,
  type ValuationTable,
  type ValuationTableRow,
} from '@contract/api/valuation'
import { db } from '../db/db'
import { netAssetsCents } from '../db/fee-calc'
import { beijingNow } from '../db/seed-custodian-time'
import { checkId } from '../db/seed-valuation'
import type { FundRecord } from '../db/types'
import { valuationSharesOf, valuationTableOf } from '../db/valuation-table'
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
  valuationFundsOf,
  VALUATION_MSG,
  CUSTODIAN_NAME,
  waitingCheck,
  waitingIds,
  type DayQuery,
  type NavDay,
} from './valuation-common'

/*
 * 估值表 (docs/api.md "估值核对"): the organisation's funds, a row per fund and NAV day with
 * its statuses, one table in full (valuation-table.ts), 核对确认 and the .xlsx export.
 */

/** The table of a (fund, day) the caller asks for, or the refusal. */
function tableAsked(
  get: ParamReader,
  orgId: string,
  orgName: string,
): { table: ValuationTable; problem?: undefined } | { table?: undefined; problem: string } {
  const fund = ownFund(orgId, get('fundCode'))
  const date = dayOf(get)
  const problem = problemOf(fund) ?? problemOf(date)
  if (problem) return { problem }
  const f = fund as FundRecord
  const generated = valuationTableOf(f, date as string)
  if (!generated) return { problem: VALUATION_MSG.noTable }
  const table: ValuationTable = {
    fundCode: f.fundCode,
    fundName: f.fundName,
    date: date as string,
    managerName: orgName,
    custodianName: CUSTODIAN_NAME,
    checkStatus: waitingCheck('table', f.fundCode, date as string) ? 'pending' : 'checked',
    accounts: generated.accounts,
    totals: generated.totals,
  }
  return { table }
}

function tableRows(get: ParamReader, orgId: string) {
  const query = dayQueryOf(get, orgId)
  const check = statusOf<CheckStatus>(
    get,
    'checkStatus',
    ['pending', 'checked'],
    VALUATION_MSG.checkStatus,
  )
  const send = statusOf<SendStatus>(
    get,
    'sendStatus',
    Object.keys(SEND_STATUSES) as SendStatus[],
    VALUATION_MSG.sendStatus,
  )
  const problem = [query, check, send].map(problemOf).find(Boolean)
  if (problem) return { problem }
  const waiting = waitingIds('table', orgId)
  const sends = sendStatuses('table', orgId)
  const rowOf = ({ fund, date, point }: NavDay): ValuationTableRow => {
    const key = `${fund.fundCode}/${date}`
    return {
      id: key,
      fundCode: fund.fundCode,
      fundName: fund.fundName,
      date,
      unitNav: point.unitNav,
      accumNav: point.accumNav,
      netAssets: netAssetsCents(point.unitNav, valuationSharesOf(fund)) / 100,
      checkStatus: checkStatusOf(waiting, checkId('table', fund.fundCode, date)),
      sendStatus: sends.get(key) ?? 'unsent',
    }
  }
  const keep = (day: NavDay) => {
    if (!check && !send) return true
    const row = rowOf(day)
    return (!check || row.checkStatus === check) && (!send || row.sendStatus === send)
  }
  return { problem: undefined, days: navDays(query as DayQuery), keep, rowOf }
}

export const valuationTableHandlers = [
  http.post(
    api('/rest/valuation/queryFunds'),
    withAuth((_, { org }) =>
      ok<ValuationFund[]>(
        valuationFundsOf(org.orgId).map(({ fundCode, fundName }) => ({ fundCode, fundName })),
      ),
    ),
  ),

  http.post(
    api('/rest/valuation/queryTables'),
    withAuth(({ request }, { org }) => {
      const paging = pageOrFail(request)
      if (paging.refusal) return paging.refusal
      const rows = tableRows(searchOf(request), org.orgId)
      if (rows.problem !== undefined) return fail(rows.problem)
      return ok(pageOfDays(rows.days, rows.keep, paging.page, rows.rowOf))
    }),
  ),

  http.post(
    api('/rest/valuation/tableDetail'),
    withAuth(({ request }, { org }) => {
      const asked = tableAsked(searchOf(request), org.orgId, org.orgName)
      return asked.table ? ok(asked.table) : fail(asked.problem)
    }),
  ),

  http.post(
    api('/rest/valuation/confirmTable'),
    withAuth(({ request }, { org, user }) => {
      const asked = tableAsked(searchOf(request), org.orgId, org.orgName)
      if (!asked.table) return fail(asked.problem)
      const check = waitingCheck('table', asked.table.fundCode, asked.table.date)
      if (!check) return fail(VALUATION_MSG.tableDone)
      check.confirmedBy = user.realName
      check.confirmedAt = beijingNow()
      closePending(check.id, '已确认')
      return ok<ValuationTable>({ ...asked.table, checkStatus: 'checked' })
    }),
  ),
]

const pct = (ratio: number) => Math.round(ratio * 10_000) / 100

registerExportSource('valuation-table', {
  pages: ['valuation-check/valuation-table'],
  label: '估值表',
  headers: [
    '科目代码',
    '科目名称',
    '数量',
    '单位成本',
    '成本',
    '成本占净值%',
    '市价',
    '市值',
    '市值占净值%',
    '估值增值',
  ],
  widths: [24, 30, 14, 12, 18, 12, 12, 18, 12, 16],
  rows: (orgId, params) => {
    const org = db.state.orgs.find((o) => o.orgId === orgId)
    const { table } = tableAsked(readerOf(params), orgId, org?.orgName ?? '')
    if (!table) return undefined
    const lines: Cell[][] = table.accounts.map((a) => [
      a.code,
      `${'　'.repeat(a.level - 1)}${a.name}`,
      a.quantity,
      a.unitCost,
      a.cost,
      pct(a.costRatio),
      a.price,
      a.marketValue,
      pct(a.valueRatio),
      a.appreciation,
    ])
    const t = table.totals
    const footer: Array<[string, number]> = [
      ['资产合计', t.totalAssets],
      ['负债合计', t.totalLiabilities],
      ['资产净值', t.netAssets],
      ['实收资本', t.paidInCapital],
      ['单位净值', t.unitNav],
      ['累计单位净值', t.accumNav],
    ]
    return [
      ...lines,
      ...footer.map(([name, value]) => ['', name, null, null, null, null, null, value, null, null]),
    ]
  },
})
