import { FUND_LIST_SORTABLE, FUND_TYPES, type FundListItem } from '@contract/api/fund-query'
import { FUND_STAGES, type FundStage } from '@contract/api/home'
import { db } from '../db/db'
import { latestNavOf, scaleOf } from '../db/fund-figures'
import type { FundRecord } from '../db/types'

/** 产品查询's list rules, shared by the list endpoint and its 'fund-list' export. */

export const FUND_MSG = {
  notFound: '未找到该产品',
  noCode: '请指定产品代码',
  keywordTooLong: '产品代码或名称不能超过50个字符',
  badStage: '产品阶段有误',
  badType: '产品类型有误',
  badDate: '日期格式不正确，应为 YYYY-MM-DD',
  badRange: '开始日期不能晚于结束日期',
  badSort: '排序字段有误',
}

const DATE = /^\d{4}-\d{2}-\d{2}$/
const KEYWORD_MAX = 50

export interface FundListQuery {
  keyword: string
  stages: FundStage[]
  fundType: string
  beginDate: string
  endDate: string
  sort?: { field: (typeof FUND_LIST_SORTABLE)[number]; descending: boolean }
}

type Params = URLSearchParams | Record<string, unknown>

const textOf = (params: Params, key: string) => {
  const v = params instanceof URLSearchParams ? params.get(key) : params[key]
  return typeof v === 'string' ? v.trim() : ''
}

/** The query of a request (or an export's params), or the message refusing it. */
export function fundListQueryOf(params: Params): FundListQuery | string {
  const keyword = textOf(params, 'keyword')
  const stages = textOf(params, 'stages').split(',').filter(Boolean)
  const fundType = textOf(params, 'fundType')
  const beginDate = textOf(params, 'beginDate')
  const endDate = textOf(params, 'endDate')
  const sortText = textOf(params, 'sort')
  const sortField = sortText.replace(/^-/, '')
  if (keyword.length > KEYWORD_MAX) return FUND_MSG.keywordTooLong
  if (stages.some((s) => !FUND_STAGES.includes(s as FundStage))) return FUND_MSG.badStage
  if (fundType && !(FUND_TYPES as readonly string[]).includes(fundType)) return FUND_MSG.badType
  if ([beginDate, endDate].some((d) => d && !DATE.test(d))) return FUND_MSG.badDate
  if (beginDate && endDate && beginDate > endDate) return FUND_MSG.badRange
  if (sortText && !(FUND_LIST_SORTABLE as readonly string[]).includes(sortField))
    return FUND_MSG.badSort
  return {
    keyword,
    stages: stages as FundStage[],
    fundType,
    beginDate,
    endDate,
    sort: sortText
      ? {
          field: sortField as (typeof FUND_LIST_SORTABLE)[number],
          descending: sortText.startsWith('-'),
        }
      : undefined,
  }
}

export const fundsOfOrg = (orgId: string) => db.state.funds.filter((f) => f.orgId === orgId)

/** The organisation's fund of that code; another organisation's is not found. */
export const ownFund = (orgId: string, code: string | null | undefined) =>
  code ? db.state.funds.find((f) => f.orgId === orgId && f.fundCode === code) : undefined

export function fundItemOf(fund: FundRecord): FundListItem {
  const latest = latestNavOf(fund)
  return {
    fundCode: fund.fundCode,
    fundName: fund.fundName,
    fundType: fund.fundType,
    strategy: fund.strategy,
    stage: fund.stage,
    riskLevel: fund.riskLevel,
    establishDate: fund.establishDate,
    latestNav: latest?.unitNav ?? null,
    navDate: latest?.date ?? '',
    scale: scaleOf(fund, latest),
    managerName: fund.managerName,
  }
}

function matches(fund: FundRecord, q: FundListQuery) {
  const words = q.keyword.toLowerCase()
  if (words && !`${fund.fundCode}\n${fund.fundName}`.toLowerCase().includes(words)) return false
  if (q.stages.length && !q.stages.includes(fund.stage)) return false
  if (q.fundType && fund.fundType !== q.fundType) return false
  if ((q.beginDate || q.endDate) && !fund.establishDate) return false
  if (q.beginDate && fund.establishDate < q.beginDate) return false
  if (q.endDate && fund.establishDate > q.endDate) return false
  return true
}

/** Compares two cells; an absent value (no NAV, no date) goes last either way. */
function compare(a: unknown, b: unknown, descending: boolean) {
  const empty = (v: unknown) => v === null || v === ''
  if (empty(a) || empty(b)) return Number(empty(a)) - Number(empty(b))
  const order = typeof a === 'number' ? a - (b as number) : String(a).localeCompare(String(b))
  return descending ? -order : order
}

/** The organisation's funds matching the query, sorted (by code unless asked). */
export function fundListRows(orgId: string, q: FundListQuery): FundListItem[] {
  const rows = fundsOfOrg(orgId)
    .filter((f) => matches(f, q))
    .map(fundItemOf)
  const { field, descending } = q.sort ?? { field: 'fundCode', descending: false }
  return rows.sort(
    (a, b) => compare(a[field], b[field], descending) || a.fundCode.localeCompare(b.fundCode),
  )
}
