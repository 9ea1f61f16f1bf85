import { beijingNow } from '@contract/beijing-time'
import { http } from 'msw'
import {
  PAY_CHANGE_STATUSES,
  type PayChangeFund,
  type PayChangeStatus,
  type PayChangeSubmit,
} from '@contract/api/pay-account-change'
import { db } from '../db/db'
import { payAccountOf, paysFromAccount } from '../db/pay-accounts'
import type { PayChangeRecord } from '../db/types'
import { api, fail, ok, withAuth } from './http'
import { fundMatches, pageOfRows, readList, sortRows, withinDays } from './list-query'
import { receivePayProof } from './pay-account-change-uploads'
import {
  detailOf,
  PAY_CHANGE_MSG,
  payingFundOf,
  pendingOf,
  rowOf,
  submitProblem,
} from './pay-account-change-rules'

/*
 * 付款账户变更 (docs/api.md "产品管理"): the funds that may change their paying account, a
 * proof upload, submit (every rule checked again here), the organisation's requests with
 * their steps, and 撤回 of one awaiting review. The custodian's review is not simulated
 * over time: a submitted request stays 待审核 (the seed holds the other statuses).
 */

const STATUSES = Object.keys(PAY_CHANGE_STATUSES) as PayChangeStatus[]

/** PAC + the day in Beijing (YYYYMMDD) + that day's sequence: PAC20261121001. */
function newId(at: string) {
  const day = at.slice(0, 10).replace(/-/g, '')
  const taken = new Set(db.state.payAccountChanges.map((c) => c.id))
  let n = 1
  while (taken.has(`PAC${day}${String(n).padStart(3, '0')}`)) n += 1
  return `PAC${day}${String(n).padStart(3, '0')}`
}

const idOf = (request: Request) => new URL(request.url).searchParams.get('id') ?? ''
const recordOf = (orgId: string, id: string) =>
  db.state.payAccountChanges.find((c) => c.id === id && c.orgId === orgId)

export const payAccountChangeHandlers = [
  http.post(
    api('/rest/pay-account-change/funds'),
    withAuth((_info, { org }) => {
      const funds = db.state.funds
        .filter((f) => f.orgId === org.orgId && paysFromAccount(f))
        .sort((a, b) => a.fundCode.localeCompare(b.fundCode))
        .map<PayChangeFund>((f) => {
          const pending = pendingOf(org.orgId, f.fundCode)
          return {
            fundCode: f.fundCode,
            fundName: f.fundName,
            current: payAccountOf(f, db.state.payAccountChanges),
            ...(pending && { pendingId: pending.id }),
          }
        })
      return ok(funds)
    }),
  ),

  http.post(
    api('/rest/pay-account-change/upload'),
    withAuth(async ({ request }, { user }) => {
      const form = await request.formData().catch(() => undefined)
      if (!form) return fail(PAY_CHANGE_MSG.badBody)
      const received = await receivePayProof(form, user.userId)
      if (typeof received === 'string') return fail(received)
      return ok({ fileId: received.fileId, fileName: received.fileName, size: received.size })
    }),
  ),

  http.post(
    api('/rest/pay-account-change/submit'),
    withAuth(async ({ request }, { user, org }) => {
      const body = (await request.json().catch(() => undefined)) as
        Partial<PayChangeSubmit> | undefined
      if (!body || typeof body !== 'object' || Array.isArray(body)) {
        return fail(PAY_CHANGE_MSG.badBody)
      }
      const problem = submitProblem(body, org.orgId, user.userId)
      if (problem) return fail(problem)
      const fund = payingFundOf(org.orgId, body.fundCode)!
      const proofFiles = (body.proofFileIds ?? []).map((id) => {
        const upload = db.state.payAccountUploads[id]!
        upload.used = true
        return { fileId: upload.fileId, fileName: upload.fileName, size: upload.size }
      })
      const at = beijingNow()
      const record: PayChangeRecord = {
        id: newId(at),
        orgId: org.orgId,
        userId: user.userId,
        submittedBy: user.realName,
        fundCode: fund.fundCode,
        fundName: fund.fundName,
        oldAccount: payAccountOf(fund, db.state.payAccountChanges),
        newAccount: {
          accountName: (body.newAccountName ?? '').trim(),
          accountNo: body.newAccountNo ?? '',
          bankName: (body.newBankName ?? '').trim(),
        },
        reason: (body.reason ?? '').trim(),
        proofFiles,
        status: 'pending',
        submittedAt: at,
      }
      db.state.payAccountChanges.push(record)
      return ok(detailOf(record))
    }),
  ),

  http.post(
    api('/rest/pay-account-change/queryList'),
    withAuth(({ request }, { org }) => {
      const params = new URL(request.url).searchParams
      const query = readList(params, (p) => ({
        fund: p.text('fund'),
        status: p.oneOf('status', STATUSES, PAY_CHANGE_MSG.status),
        submitted: p.range('submittedFrom', 'submittedTo'),
        sort: p.sort(['submittedAt']),
      }))
      if (typeof query === 'string') return fail(query)
      const rows = db.state.payAccountChanges.filter(
        (c) =>
          c.orgId === org.orgId &&
          fundMatches(query.fund, c) &&
          (!query.status || c.status === query.status) &&
          withinDays(c.submittedAt, query.submitted),
      )
      // Newest first unless asked otherwise.
      const sorted = sortRows(rows, (c) => c.submittedAt, query.sort ? query.sort.desc : true)
      const page = pageOfRows(params, sorted)
      return typeof page === 'string' ? fail(page) : ok({ ...page, list: page.list.map(rowOf) })
    }),
  ),

  http.post(
    api('/rest/pay-account-change/detail'),
    withAuth(({ request }, { org }) => {
      const record = recordOf(org.orgId, idOf(request))
      return record ? ok(detailOf(record)) : fail(PAY_CHANGE_MSG.gone)
    }),
  ),

  http.post(
    api('/rest/pay-account-change/withdraw'),
    withAuth(({ request }, { user, org }) => {
      const record = recordOf(org.orgId, idOf(request))
      if (!record) return fail(PAY_CHANGE_MSG.gone)
      if (record.status !== 'pending') return fail(PAY_CHANGE_MSG.notPending)
      record.status = 'withdrawn'
      record.withdrawnAt = beijingNow()
      record.withdrawnBy = user.realName
      return ok(detailOf(record))
    }),
  ),
]
