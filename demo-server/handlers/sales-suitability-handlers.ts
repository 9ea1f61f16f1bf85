import { http } from 'msw'
import type { SuitabilityPage, SuitabilityRow, SuitabilitySummary } from '@contract/api/sales'
import { channelName } from '../db/sales-agencies'
import { holdingsOf, suits } from '../db/ta-holdings'
import { taInvestorsOf } from '../db/ta-investors'
import type { TaInvestorRecord } from '../db/ta-types'
import {
  fundFilterOf,
  pageOrFail,
  problemOf,
  readerOf,
  searchOf,
  sorted,
  sortOf,
  type Checked,
  type ParamReader,
  type SortState,
  fundsOf,
} from './custodian-common'
import { registerExportSource } from './export-registry'
import { api, fail, ok, withAuth } from './http'
import { paginate } from './paging'

/*
 * 投资者适当性 (docs/api.md "销售管理"): every holding of the organisation's funds with the
 * holder's risk level (C1–C5, 专业投资者) against the fund's (R1–R5), by ta-holdings' suits().
 * Mismatches first; by fund, investor, risk level, 仅看不匹配; the summary counts the query
 * before 仅看不匹配.
 */

const SORTS = ['shares'] as const
const LEVELS = ['C1', 'C2', 'C3', 'C4', 'C5']

interface SuitabilityQuery {
  rows: SuitabilityRow[]
  summary: SuitabilitySummary
}

function rowsOf(orgId: string, fundCode?: string): SuitabilityRow[] {
  const investors = new Map(taInvestorsOf(orgId).map((i) => [i.investorId, i]))
  return fundsOf(orgId)
    .filter((f) => !fundCode || f.fundCode === fundCode)
    .flatMap((fund) =>
      holdingsOf(fund).map((h): SuitabilityRow => {
        const investor = investors.get(h.investorId) as TaInvestorRecord
        return {
          rowId: `${h.investorId}/${fund.fundCode}`,
          investorId: h.investorId,
          investorName: investor.investorName,
          investorKind: investor.kind,
          investorRiskLevel: investor.riskLevel,
          professional: investor.professional,
          fundCode: fund.fundCode,
          fundName: fund.fundName,
          fundRiskLevel: fund.riskLevel,
          shares: h.shares,
          channelName: channelName(h.channel),
          matched: suits(investor, fund),
        }
      }),
    )
}

function suitabilityQueryOf(get: ParamReader, orgId: string): Checked<SuitabilityQuery> {
  const fund = fundFilterOf(get, orgId)
  const sort = sortOf(get, SORTS)
  const problem = [fund, sort].map(problemOf).find(Boolean)
  if (problem) return { problem }
  const [name, level, only] = ['investorName', 'investorRiskLevel', 'onlyMismatch'].map(get)
  if (level && !LEVELS.includes(level)) return { problem: '风险等级有误' }
  if (only && only !== 'true' && only !== 'false') return { problem: '仅看不匹配参数有误' }
  if (name && name.length > 50) return { problem: '投资者名称不能超过 50 个字符' }
  const code = (fund as { fundCode?: string } | undefined)?.fundCode
  const all = rowsOf(orgId, code)
    .filter(
      (r) => (!name || r.investorName.includes(name)) && (!level || r.investorRiskLevel === level),
    )
    .sort((a, b) => Number(a.matched) - Number(b.matched))
  const mismatched = all.filter((r) => !r.matched).length
  const summary = {
    total: all.length,
    matched: all.length - mismatched,
    mismatched,
    professional: all.filter((r) => r.professional).length,
  }
  const rows = only === 'true' ? all.filter((r) => !r.matched) : all
  return { rows: sorted(rows, sort as SortState | undefined), summary }
}

registerExportSource('investor-suitability', {
  pages: ['sales-manage/investor-suitability'],
  label: '销售管理-投资者适当性',
  headers: [
    '投资者',
    '投资者类型',
    '风险承受等级',
    '专业投资者',
    '产品代码',
    '产品名称',
    '产品风险等级',
    '持有份额',
    '销售渠道',
    '匹配结果',
  ],
  widths: [30, 10, 12, 10, 10, 34, 12, 18, 26, 10],
  rows: (orgId, params) => {
    const query = suitabilityQueryOf(readerOf(params), orgId)
    if (problemOf(query)) return undefined
    return (query as SuitabilityQuery).rows.map((r) => [
      r.investorName,
      r.investorKind,
      r.investorRiskLevel,
      r.professional ? '是' : '否',
      r.fundCode,
      r.fundName,
      r.fundRiskLevel,
      r.shares,
      r.channelName,
      r.matched ? '匹配' : '不匹配',
    ])
  },
})

export const salesSuitabilityHandlers = [
  http.post(
    api('/rest/sales/queryInvestorSuitability'),
    withAuth(({ request }, { org }) => {
      const paging = pageOrFail(request)
      if (paging.refusal) return paging.refusal
      const query = suitabilityQueryOf(searchOf(request), org.orgId)
      const problem = problemOf(query)
      if (problem) return fail(problem)
      const { rows, summary } = query as SuitabilityQuery
      return ok<SuitabilityPage>({ ...paginate(rows, paging.page), summary })
    }),
  ),
]
