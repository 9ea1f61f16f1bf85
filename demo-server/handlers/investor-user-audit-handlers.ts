import { http } from 'msw'
import {
  AUDIT_STATUS_LABEL,
  RESET_CHANNEL_LABEL,
  type AccountAudit,
  type AuditReview,
  type ResetAudit,
} from '@contract/api/investor-user'
import type { PagedList } from '@contract/api/paged-list'
import { db } from '../db/db'
import { hashText } from '../db/random'
import type { InvestorRecord } from '../db/types'
import {
  bodyOf,
  dateRangeOf,
  pageOrFail,
  problemOf,
  searchOf,
  sorted,
  sortOf,
  type ParamReader,
  type SortState,
} from './custodian-common'
import { api, fail, ok, withAuth } from './http'
import {
  accountAuditDetail,
  accountAuditView,
  INVESTOR_MSG,
  now,
  oneOf,
  resetAuditDetail,
  resetAuditView,
  returnReasonOf,
  temporaryPassword,
  textOf,
} from './investor-user-common'
import { paginate } from './paging'
import { closePending } from './pending'

/*
 * 开户审核 and 密码重置审核 (docs/api.md "投资者用户管理"). 通过 an account audit opens the
 * investor's account (an initial password goes out by SMS); 通过 a reset sets a temporary
 * password sent by SMS; 退回 needs a reason. Either closes the audit's pending item, so the
 * badge of 投资者用户管理 drops at once; an audit is handled once only.
 */

const SORTS = ['submittedAt'] as const
type Filtered<T> = T[] | string

/** 待审核 first, then newest; a sort asked for wins. */
function ordered<T extends { status: string; submittedAt: string }>(rows: T[], get: ParamReader) {
  const sort = sortOf(get, SORTS)
  const problem = problemOf(sort)
  if (problem) return problem
  rows.sort(
    (a, b) =>
      Number(b.status === 'pending') - Number(a.status === 'pending') ||
      b.submittedAt.localeCompare(a.submittedAt),
  )
  return sorted(rows, sort as SortState | undefined)
}

/** Filters shared by both lists: name, status, submitted between. */
function commonFilter(get: ParamReader) {
  const name = textOf(get, 'userName', 50, INVESTOR_MSG.userName)
  const status = oneOf(get, 'status', AUDIT_STATUS_LABEL, INVESTOR_MSG.status)
  const range = dateRangeOf(get)
  const problem = [name, status, range].map(problemOf).find(Boolean)
  if (problem) return problem
  const text = (name as { text?: string }).text
  const value = (status as { value?: string }).value
  const { from, to } = range as { from?: string; to?: string }
  return (r: { userName: string; status: string; submittedAt: string }) =>
    (!text || r.userName.includes(text)) &&
    (!value || r.status === value) &&
    (!from || r.submittedAt.slice(0, 10) >= from) &&
    (!to || r.submittedAt.slice(0, 10) <= to)
}

function accountAuditsOf(orgId: string, get: ParamReader): Filtered<AccountAudit> {
  const keep = commonFilter(get)
  if (typeof keep === 'string') return keep
  const rows = db.state.investorAccountAudits
    .filter((a) => a.orgId === orgId)
    .map(accountAuditView)
    .filter(keep)
  return ordered(rows, get)
}

function resetAuditsOf(orgId: string, get: ParamReader): Filtered<ResetAudit> {
  const keep = commonFilter(get)
  if (typeof keep === 'string') return keep
  const channel = oneOf(get, 'channel', RESET_CHANNEL_LABEL, INVESTOR_MSG.channel)
  if ('problem' in channel) return channel.problem
  const rows = db.state.investorResetAudits
    .filter((a) => a.orgId === orgId)
    .flatMap((a) => resetAuditView(a) ?? [])
    .filter((a) => keep(a) && (!channel.value || a.channel === channel.value))
  return ordered(rows, get)
}

const listOf =
  <T>(rowsOf: (orgId: string, get: ParamReader) => Filtered<T>) =>
  ({ request }: { request: Request }, { org }: { org: { orgId: string } }) => {
    const paging = pageOrFail(request)
    if (paging.refusal) return paging.refusal
    const rows = rowsOf(org.orgId, searchOf(request))
    return typeof rows === 'string' ? fail(rows) : ok<PagedList<T>>(paginate(rows, paging.page))
  }

const findAccountAudit = (orgId: string, id: unknown) =>
  db.state.investorAccountAudits.find((a) => a.orgId === orgId && a.auditId === id)
const findResetAudit = (orgId: string, id: unknown) =>
  db.state.investorResetAudits.find((a) => a.orgId === orgId && a.auditId === id)

/** The review asked for, or the refusal: a known action, and a reason to return. */
async function reviewOf(request: Request) {
  const body = await bodyOf<AuditReview>(request)
  if (!body || typeof body.auditId !== 'string') return { problem: INVESTOR_MSG.gone }
  if (body.action !== 'approve' && body.action !== 'return') return { problem: INVESTOR_MSG.action }
  if (body.action === 'approve') return { auditId: body.auditId, action: body.action }
  const reason = returnReasonOf(body.reason)
  return 'problem' in reason ? reason : { auditId: body.auditId, action: body.action, ...reason }
}

/** Opens the account an approved audit asks for: the investor, new or known, gets it. */
function openAccount(orgId: string, audit: ReturnType<typeof findAccountAudit> & object) {
  const number = audit.certificatesNum.toUpperCase()
  let investor = db.state.investors.find(
    (i) => i.certificatesType === audit.certificatesType && i.certificatesNum === number,
  )
  if (investor?.accounts.some((a) => a.orgId === orgId)) return undefined
  if (!investor) {
    investor = {
      investorId: `INV${audit.auditId}`,
      userName: audit.userName,
      certificatesType: audit.certificatesType,
      certificatesNum: number,
      mobile: audit.mobile,
      accounts: [],
    } satisfies InvestorRecord
    db.state.investors.push(investor)
  }
  investor.accounts.push({ orgId, password: temporaryPassword(hashText(`${audit.auditId}-open`)) })
  db.state.investorUsers.push({
    investorId: investor.investorId,
    orgId,
    status: 'normal',
    riskLevel: audit.riskLevel,
    openChannel: audit.channel,
    openedAt: now(),
  })
  return investor.investorId
}

export const investorAuditHandlers = [
  http.post(api('/rest/investorUser/queryAccountAudits'), withAuth(listOf(accountAuditsOf))),
  http.post(api('/rest/investorUser/queryResetAudits'), withAuth(listOf(resetAuditsOf))),

  http.post(
    api('/rest/investorUser/accountAuditDetail'),
    withAuth(({ request }, { org }) => {
      const audit = findAccountAudit(org.orgId, searchOf(request)('auditId'))
      return audit ? ok(accountAuditDetail(audit)) : fail(INVESTOR_MSG.gone)
    }),
  ),

  http.post(
    api('/rest/investorUser/resetAuditDetail'),
    withAuth(({ request }, { org }) => {
      const audit = findResetAudit(org.orgId, searchOf(request)('auditId'))
      const detail = audit && resetAuditDetail(audit)
      return detail ? ok(detail) : fail(INVESTOR_MSG.gone)
    }),
  ),

  http.post(
    api('/rest/investorUser/reviewAccountAudit'),
    withAuth(async ({ request }, { org, user }) => {
      const review = await reviewOf(request)
      if ('problem' in review) return fail(review.problem)
      const audit = findAccountAudit(org.orgId, review.auditId)
      if (!audit) return fail(INVESTOR_MSG.gone)
      if (audit.status !== 'pending') return fail(INVESTOR_MSG.handled)
      if (review.action === 'approve') {
        const investorId = openAccount(org.orgId, audit)
        if (!investorId) return fail(INVESTOR_MSG.opened)
        Object.assign(audit, { status: 'approved', investorId })
      } else {
        Object.assign(audit, { status: 'returned', returnReason: review.reason })
      }
      Object.assign(audit, { handler: user.realName, handledAt: now() })
      closePending(audit.auditId, review.action === 'approve' ? '已通过' : '已退回')
      return ok(accountAuditDetail(audit))
    }),
  ),

  http.post(
    api('/rest/investorUser/reviewResetAudit'),
    withAuth(async ({ request }, { org, user }) => {
      const review = await reviewOf(request)
      if ('problem' in review) return fail(review.problem)
      const audit = findResetAudit(org.orgId, review.auditId)
      if (!audit) return fail(INVESTOR_MSG.gone)
      if (audit.status !== 'pending') return fail(INVESTOR_MSG.handled)
      if (review.action === 'approve') {
        const account = db.state.investors
          .find((i) => i.investorId === audit.investorId)
          ?.accounts.find((a) => a.orgId === org.orgId)
        const standing = db.state.investorUsers.find(
          (u) => u.investorId === audit.investorId && u.orgId === org.orgId,
        )
        if (!account) return fail(INVESTOR_MSG.noAccount)
        if (standing?.status === 'closed') return fail(INVESTOR_MSG.closed)
        account.password = temporaryPassword(hashText(`${audit.auditId}-${Date.now()}`))
        audit.status = 'approved'
      } else {
        Object.assign(audit, { status: 'returned', returnReason: review.reason })
      }
      Object.assign(audit, { handler: user.realName, handledAt: now() })
      closePending(audit.auditId, review.action === 'approve' ? '已通过' : '已退回')
      return ok(resetAuditDetail(audit))
    }),
  ),
]
