import { toBeijingIso } from '@contract/beijing-time'
import { http } from 'msw'
import { idTypeLabel } from '@contract/id-types'
import type { PagedList } from '@contract/api/paged-list'
import {
  OPEN_ACCOUNT_STATUSES,
  RETURN_REASON_MAX,
  type OpenAccountRow,
} from '@contract/api/transfer-agent'
import { db } from '../db/db'
import { channelName } from '../db/sales-agencies'
import { openedInvestorOf } from '../db/ta-register'
import type { TaOpenAccountRecord } from '../db/ta-tables'
import { bodyOf, dateRangeOf, pageOrFail, problemOf, searchOf } from './custodian-common'
import { api, fail, ok, withAuth } from './http'
import { paginate } from './paging'
import { closePending } from './pending'
import { inRange, maskCert, maskMobile, oneOf, TA_MSG, taRegisterOf, textOf } from './ta-common'

/*
 * 投资者开户 (docs/api.md "登记过户"): applications to open a TA account. 待审核 ones wait on
 * the manager (openAccountNum): 通过 makes the applicant an investor of the register, 退回
 * needs a reason; either closes the pending item, and a handled application is refused.
 */

const rowOf = (r: TaOpenAccountRecord): OpenAccountRow => ({
  applyId: r.applyId,
  investorName: r.investorName,
  kind: r.kind,
  certTypeName: idTypeLabel(r.certType),
  certNo: maskCert(r.certNo),
  mobile: maskMobile(r.mobile),
  riskLevel: r.riskLevel,
  professional: r.professional,
  channelName: channelName(r.channel),
  applyTime: r.applyTime,
  status: r.status,
  reason: r.reason ?? null,
  handledAt: r.handledAt ?? null,
  handler: r.handler ?? null,
  investorId: r.investorId ?? null,
  taAccount: r.investorId
    ? (db.state.taOpenedInvestors.find((i) => i.investorId === r.investorId)?.taAccount ?? null)
    : null,
})

/** The organisation's application, still 待审核, or the refusal. */
async function pendingOf(request: Request, orgId: string) {
  const body = await bodyOf<{ applyId: string; reason: string }>(request)
  const record = db.state.taOpenAccounts.find(
    (r) => r.orgId === orgId && r.applyId === body?.applyId,
  )
  if (!record) return { refusal: fail(TA_MSG.apply) }
  if (record.status !== 'pending') return { refusal: fail(TA_MSG.handled) }
  return { record, reason: typeof body?.reason === 'string' ? body.reason.trim() : '' }
}

export const taOpenAccountHandlers = [
  http.post(
    api('/rest/ta/queryOpenAccounts'),
    withAuth(({ request }, { org }) => {
      const paging = pageOrFail(request)
      if (paging.refusal) return paging.refusal
      const get = searchOf(request)
      const name = textOf(get, 'investorName')
      const status = oneOf(get, 'status', OPEN_ACCOUNT_STATUSES, TA_MSG.status)
      const range = dateRangeOf(get)
      const problem = [name, status, range].map(problemOf).find(Boolean)
      if (problem) return fail(problem)
      const { from, to } = range as { from?: string; to?: string }
      const rows = db.state.taOpenAccounts
        .filter(
          (r) =>
            r.orgId === org.orgId &&
            (!name || r.investorName.includes(name as string)) &&
            (!status || r.status === status) &&
            inRange(r.applyTime.slice(0, 10), from, to),
        )
        .sort(
          (a, b) =>
            Number(b.status === 'pending') - Number(a.status === 'pending') ||
            b.applyTime.localeCompare(a.applyTime),
        )
        .map(rowOf)
      return ok<PagedList<OpenAccountRow>>(paginate(rows, paging.page))
    }),
  ),

  http.post(
    api('/rest/ta/approveOpenAccount'),
    withAuth(async ({ request }, { org, user }) => {
      const found = await pendingOf(request, org.orgId)
      if (found.refusal) return found.refusal
      const record = found.record
      if (taRegisterOf(org.orgId).some((i) => i.certNo === record.certNo)) {
        return fail(TA_MSG.duplicate)
      }
      record.status = 'approved'
      record.handledAt = toBeijingIso(Date.now())
      record.handler = user.realName
      const taken = new Set(taRegisterOf(org.orgId).map((i) => i.investorId))
      let n = taken.size + 1
      const idOf = (k: number) => `${org.orgId.replace('ORG', 'TA')}${String(k).padStart(5, '0')}`
      while (taken.has(idOf(n))) n += 1
      const investorId = idOf(n)
      db.state.taOpenedInvestors.push(openedInvestorOf(record, investorId))
      record.investorId = investorId
      closePending(record.applyId, '已通过')
      return ok(rowOf(record))
    }),
  ),

  http.post(
    api('/rest/ta/returnOpenAccount'),
    withAuth(async ({ request }, { org, user }) => {
      const found = await pendingOf(request, org.orgId)
      if (found.refusal) return found.refusal
      if (!found.reason) return fail(TA_MSG.reason)
      if (found.reason.length > RETURN_REASON_MAX) return fail(TA_MSG.reasonLong)
      const record = found.record
      record.status = 'returned'
      record.reason = found.reason
      record.handledAt = toBeijingIso(Date.now())
      record.handler = user.realName
      closePending(record.applyId, '已退回')
      return ok(rowOf(record))
    }),
  ),
]
