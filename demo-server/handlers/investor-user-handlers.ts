import { http } from 'msw'
import { idTypeLabel } from '@contract/id-types'
import {
  INVESTOR_KIND_LABEL,
  INVESTOR_USER_STATUS_LABEL,
  type InvestorAuditBrief,
  type InvestorUser,
  type InvestorUserDetail,
} from '@contract/api/investor-user'
import type { PagedList } from '@contract/api/paged-list'
import { db } from '../db/db'
import {
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
import { INVESTOR_MSG, investorOf, oneOf, orgUsers, textOf } from './investor-user-common'
import { paginate } from './paging'

/*
 * 投资者用户 (docs/api.md "投资者用户管理"): the investors with an account at the session's
 * organisation, newest first, searched by name, document number, mobile (or its last digits),
 * status and kind; one with its audits. Documents and mobiles are masked here.
 */

const SORTS = ['openedAt', 'lastLoginAt'] as const

/** The rows a query asks for, or what is wrong with it. */
function usersOf(orgId: string, get: ParamReader): InvestorUser[] | string {
  const name = textOf(get, 'userName', 50, INVESTOR_MSG.userName)
  const status = oneOf(get, 'status', INVESTOR_USER_STATUS_LABEL, INVESTOR_MSG.status)
  const kind = oneOf(get, 'investorKind', INVESTOR_KIND_LABEL, INVESTOR_MSG.kind)
  const sort = sortOf(get, SORTS)
  const number = get('certificatesNum')?.toUpperCase()
  const mobile = get('mobile')
  if (number && !/^[0-9A-Z]{5,30}$/.test(number)) return INVESTOR_MSG.certificatesNum
  if (mobile && !/^\d{4,11}$/.test(mobile)) return INVESTOR_MSG.mobile
  const problem = [name, status, kind, sort].map(problemOf).find(Boolean)
  if (problem) return problem
  const nameText = (name as { text?: string }).text
  const statusValue = (status as { value?: string }).value
  const kindValue = (kind as { value?: string }).value
  const rows = orgUsers(orgId).filter((u) => {
    const investor = investorOf(u.investorId)!
    return (
      (!nameText || u.userName.includes(nameText)) &&
      (!statusValue || u.status === statusValue) &&
      (!kindValue || u.investorKind === kindValue) &&
      (!number || investor.certificatesNum.toUpperCase() === number) &&
      (!mobile || investor.mobile.endsWith(mobile))
    )
  })
  rows.sort((a, b) => b.openedAt.localeCompare(a.openedAt))
  return sorted(rows, sort as SortState | undefined)
}

function auditsOf(orgId: string, investorId: string): InvestorAuditBrief[] {
  const opened = db.state.investorAccountAudits
    .filter((a) => a.orgId === orgId && a.investorId === investorId)
    .map((a) => ({
      auditId: a.auditId,
      kind: '开户审核' as const,
      status: a.status,
      submittedAt: a.submittedAt,
    }))
  const resets = db.state.investorResetAudits
    .filter((a) => a.orgId === orgId && a.investorId === investorId)
    .map((a) => ({
      auditId: a.auditId,
      kind: '密码重置审核' as const,
      status: a.status,
      submittedAt: a.submittedAt,
    }))
  return [...opened, ...resets].sort((a, b) => b.submittedAt.localeCompare(a.submittedAt))
}

registerExportSource('investor-users', {
  pages: ['general-manage/investor-user-manage'],
  label: '投资者用户管理-投资者用户',
  headers: [
    '姓名/名称',
    '投资者类型',
    '证件类型',
    '证件号码',
    '手机号',
    '风险等级',
    '开户渠道',
    '开户时间',
    '最近登录',
    '状态',
  ],
  widths: [32, 10, 16, 22, 14, 10, 10, 20, 20, 8],
  rows: (orgId, params) => {
    const rows = usersOf(orgId, readerOf(params))
    if (typeof rows === 'string') return undefined
    return rows.map((u) => [
      u.userName,
      INVESTOR_KIND_LABEL[u.investorKind],
      idTypeLabel(u.certificatesType),
      u.certificatesNum,
      u.mobile,
      u.riskLevel,
      u.openChannel,
      u.openedAt,
      u.lastLoginAt ?? '',
      INVESTOR_USER_STATUS_LABEL[u.status],
    ])
  },
})

export const investorUserHandlers = [
  http.post(
    api('/rest/investorUser/queryUsers'),
    withAuth(({ request }, { org }) => {
      const paging = pageOrFail(request)
      if (paging.refusal) return paging.refusal
      const rows = usersOf(org.orgId, searchOf(request))
      if (typeof rows === 'string') return fail(rows)
      return ok<PagedList<InvestorUser>>(paginate(rows, paging.page))
    }),
  ),

  http.post(
    api('/rest/investorUser/userDetail'),
    withAuth(({ request }, { org }) => {
      const id = searchOf(request)('investorId')
      const user = orgUsers(org.orgId).find((u) => u.investorId === id)
      if (!user) return fail(INVESTOR_MSG.gone)
      return ok<InvestorUserDetail>({ ...user, audits: auditsOf(org.orgId, user.investorId) })
    }),
  ),
]
