import { http } from 'msw'
import type { FundOption } from '@contract/api/custodian'
import type { PagedList } from '@contract/api/paged-list'
import {
  RISK_LEVEL_LABEL,
  type RiskLevelName,
  type TaHoldingLine,
  type TaInvestorDetail,
  type TaInvestorRow,
} from '@contract/api/transfer-agent'
import { digitsOf, hashText } from '../db/random'
import { channelName, SALES_AGENCIES } from '../db/sales-agencies'
import { holdingsOf } from '../db/ta-holdings'
import type { TaInvestorRecord } from '../db/ta-types'
import {
  dateRangeOf,
  pageOrFail,
  problemOf,
  readerOf,
  searchOf,
  sorted,
  sortOf,
  type ParamReader,
  type SortState,
} from './custodian-common'
import { registerExportSource } from './export-registry'
import { api, fail, ok, withAuth } from './http'
import { paginate } from './paging'
import {
  inRange,
  investorRowOf,
  latestNavOf,
  oneOf,
  TA_MSG,
  taFundsOf,
  taRegisterOf,
  textOf,
} from './ta-common'

/* 投资者查询: the organisation's investors, filtered and sorted, and one investor's detail. */

const SORTS = ['openDate', 'riskLevel', 'investorName'] as const
const KINDS = ['个人', '机构', '产品'] as const
const RISKS = Object.keys(RISK_LEVEL_LABEL) as RiskLevelName[]

function investorRows(orgId: string, get: ParamReader) {
  const name = textOf(get, 'investorName')
  const kind = oneOf(get, 'kind', KINDS, TA_MSG.kind)
  const risk = oneOf(get, 'riskLevel', RISKS, TA_MSG.risk)
  const pro = oneOf(get, 'professional', ['1', '0'], TA_MSG.professional)
  const channel = oneOf(
    get,
    'channel',
    SALES_AGENCIES.map((a) => a.code),
    TA_MSG.channel,
  )
  const range = dateRangeOf(get)
  const sort = sortOf(get, SORTS)
  const problem = [name, kind, risk, pro, channel, range, sort].map(problemOf).find(Boolean)
  if (problem) return problem
  const { from, to } = range as { from?: string; to?: string }
  const rows = taRegisterOf(orgId)
    .filter(
      (inv) =>
        (!name ||
          inv.investorName.includes(name as string) ||
          inv.taAccount.includes(name as string)) &&
        (!kind || inv.kind === kind) &&
        (!risk || inv.riskLevel === risk) &&
        (!pro || inv.professional === (pro === '1')) &&
        (!channel || inv.channel === channel) &&
        inRange(inv.openDate, from, to),
    )
    .map(investorRowOf)
  return sorted(rows, (sort as SortState | undefined) ?? { field: 'openDate', order: 'descend' })
}

function detailOf(orgId: string, inv: TaInvestorRecord): TaInvestorDetail {
  const holdings: TaHoldingLine[] = taFundsOf(orgId).flatMap((fund) =>
    holdingsOf(fund)
      .filter((h) => h.investorId === inv.investorId)
      .map((h) => {
        const { unitNav, navDate } = latestNavOf(fund)
        const marketValue = unitNav === null ? null : Math.round(h.shares * unitNav * 100) / 100
        return {
          fundCode: fund.fundCode,
          fundName: fund.fundName,
          shares: h.shares,
          unitNav,
          navDate,
          marketValue,
        }
      }),
  )
  const seed = hashText(`${inv.investorId}/bank`)
  return {
    ...investorRowOf(inv),
    accounts: [
      {
        accountType: '基金账号',
        accountNo: inv.taAccount,
        institution: '登记机构',
        openDate: inv.openDate,
      },
      {
        accountType: '交易账号',
        accountNo: `${inv.channel === 'DIRECT' ? 'ZX' : inv.channel}${digitsOf(seed, 10)}`,
        institution: channelName(inv.channel),
        openDate: inv.openDate,
      },
      {
        accountType: '银行账户',
        accountNo: `6222 **** **** ${digitsOf(seed + 1, 4)}`,
        institution: '招商银行济南分行',
        openDate: inv.openDate,
      },
    ],
    holdings,
  }
}

registerExportSource('ta-investors', {
  pages: ['transfer-agent/investor-query'],
  label: '登记过户-投资者查询',
  headers: [
    '投资者名称',
    '类型',
    '证件类型',
    '证件号码',
    '手机号',
    '风险等级',
    '投资者分类',
    '基金账号',
    '开户日期',
    '销售渠道',
  ],
  widths: [30, 8, 16, 22, 14, 12, 12, 16, 12, 26],
  rows: (orgId, params) => {
    const rows = investorRows(orgId, readerOf(params))
    if (typeof rows === 'string') return undefined
    return rows.map((r) => [
      r.investorName,
      r.kind,
      r.certTypeName,
      r.certNo,
      r.mobile,
      RISK_LEVEL_LABEL[r.riskLevel],
      r.professional ? '专业投资者' : '普通投资者',
      r.taAccount,
      r.openDate,
      r.channelName,
    ])
  },
})

export const taInvestorHandlers = [
  http.post(
    api('/rest/ta/queryFunds'),
    withAuth((_, { org }) =>
      ok<FundOption[]>(
        taFundsOf(org.orgId).map(({ fundCode, fundName }) => ({ fundCode, fundName })),
      ),
    ),
  ),

  http.post(
    api('/rest/ta/queryInvestors'),
    withAuth(({ request }, { org }) => {
      const paging = pageOrFail(request)
      if (paging.refusal) return paging.refusal
      const rows = investorRows(org.orgId, searchOf(request))
      if (typeof rows === 'string') return fail(rows)
      return ok<PagedList<TaInvestorRow>>(paginate(rows, paging.page))
    }),
  ),

  http.post(
    api('/rest/ta/queryInvestorDetail'),
    withAuth(({ request }, { org }) => {
      const id = searchOf(request)('investorId')
      const inv = taRegisterOf(org.orgId).find((i) => i.investorId === id)
      return inv ? ok(detailOf(org.orgId, inv)) : fail(TA_MSG.investor)
    }),
  ),
]
