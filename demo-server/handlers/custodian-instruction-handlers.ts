import { http } from 'msw'
import {
  INSTRUCTION_STATUS_LABEL,
  RETURN_REASON_MAX,
  type InstructionDetail,
  type InstructionReview,
  type TransferInstruction,
} from '@contract/api/custodian'
import type { PagedList } from '@contract/api/paged-list'
import type { TimelineStep } from '@contract/api/timeline'
import { db } from '../db/db'
import type { InstructionRecord } from '../db/types'
import { beijingNow } from '../db/seed-custodian-time'
import {
  bodyOf,
  CUSTODIAN_MSG,
  dateRangeOf,
  fundFilterOf,
  pageOrFail,
  problemOf,
  searchOf,
  sorted,
  sortOf,
  type SortState,
} from './custodian-common'
import { api, fail, ok, withAuth } from './http'
import { paginate } from './paging'
import { closePending } from './pending'

/*
 * 划款指令 (docs/api.md "托管查询"): the organisation's payment instructions, one with its
 * timeline (经办提交 → 管理人复核 → 托管审核 → 划款执行), and the manager's review of a 待复核
 * one: 复核通过 sends it to the custodian, 退回 (with a reason) ends it. Either closes its
 * pending item (T00009, or T00060 for a large one), so the badge drops at once.
 */

export const INSTRUCTION_MSG = {
  done: '该指令已处理，请刷新后查看',
  action: '复核操作有误',
  reason: '请填写退回原因',
  reasonTooLong: `退回原因不能超过${RETURN_REASON_MAX}个字符`,
} as const

const SORTS = ['submittedAt', 'amount'] as const
const CUSTODIAN_TEAM = '托管运营部'

export function instructionView(r: InstructionRecord): TransferInstruction {
  const { orgId: _o, reviewer: _r, reviewedAt: _ra, custodyAt: _c, executedAt: _e, ...rest } = r
  const { returnedAt: _ta, returnedBy: _tb, ...view } = rest
  return view
}

export function instructionSteps(r: InstructionRecord): TimelineStep[] {
  const byManager = r.returnedBy === 'manager'
  const byCustodian = r.returnedBy === 'custodian'
  const returned = (at?: string): TimelineStep['state'] => (at ? 'returned' : 'todo')
  return [
    { title: '经办提交', state: 'done', at: r.submittedAt, actor: r.submitter },
    byManager
      ? {
          title: '管理人复核',
          state: 'returned',
          at: r.returnedAt,
          actor: r.reviewer,
          reason: r.returnReason,
        }
      : r.reviewedAt
        ? { title: '管理人复核', state: 'done', at: r.reviewedAt, actor: r.reviewer }
        : { title: '管理人复核', state: 'current' },
    byCustodian
      ? {
          title: '托管审核',
          state: returned(r.returnedAt),
          at: r.returnedAt,
          actor: CUSTODIAN_TEAM,
          reason: r.returnReason,
        }
      : r.custodyAt
        ? { title: '托管审核', state: 'done', at: r.custodyAt, actor: CUSTODIAN_TEAM }
        : { title: '托管审核', state: r.status === 'custody' ? 'current' : 'todo' },
    r.executedAt
      ? { title: '划款执行', state: 'done', at: r.executedAt, actor: CUSTODIAN_TEAM }
      : { title: '划款执行', state: 'todo' },
  ]
}

const detailOf = (r: InstructionRecord): InstructionDetail => ({
  ...instructionView(r),
  steps: instructionSteps(r),
})

const findMine = (orgId: string, id: unknown) =>
  db.state.transferInstructions.find((r) => r.orgId === orgId && r.instructionId === id)

export const custodianInstructionHandlers = [
  http.post(
    api('/rest/custodian/queryInstructions'),
    withAuth(({ request }, { org }) => {
      const get = searchOf(request)
      const paging = pageOrFail(request)
      if (paging.refusal) return paging.refusal
      const fund = fundFilterOf(get, org.orgId)
      const range = dateRangeOf(get)
      const sort = sortOf(get, SORTS)
      const problem = [fund, range, sort].map(problemOf).find(Boolean)
      if (problem) return fail(problem)
      const status = get('status')
      if (status && !Object.hasOwn(INSTRUCTION_STATUS_LABEL, status)) {
        return fail(CUSTODIAN_MSG.status)
      }
      const { from, to } = range as { from?: string; to?: string }
      const code = (fund as { fundCode?: string } | undefined)?.fundCode
      const rows = db.state.transferInstructions
        .filter(
          (r) =>
            r.orgId === org.orgId &&
            (!code || r.fundCode === code) &&
            (!status || r.status === status) &&
            (!from || r.submittedAt.slice(0, 10) >= from) &&
            (!to || r.submittedAt.slice(0, 10) <= to),
        )
        .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt))
      const page = paginate(sorted(rows, sort as SortState | undefined), paging.page)
      return ok<PagedList<TransferInstruction>>({ ...page, list: page.list.map(instructionView) })
    }),
  ),

  http.post(
    api('/rest/custodian/instructionDetail'),
    withAuth(({ request }, { org }) => {
      const record = findMine(org.orgId, searchOf(request)('instructionId'))
      return record ? ok(detailOf(record)) : fail(CUSTODIAN_MSG.gone)
    }),
  ),

  http.post(
    api('/rest/custodian/reviewInstruction'),
    withAuth(async ({ request }, { org, user }) => {
      const body = await bodyOf<InstructionReview>(request)
      if (!body) return fail(CUSTODIAN_MSG.badBody)
      const record = findMine(org.orgId, body.instructionId)
      if (!record) return fail(CUSTODIAN_MSG.gone)
      if (record.status !== 'review') return fail(INSTRUCTION_MSG.done)
      if (body.action !== 'approve' && body.action !== 'return') return fail(INSTRUCTION_MSG.action)
      const reason = typeof body.reason === 'string' ? body.reason.trim() : ''
      if (body.action === 'return' && !reason) return fail(INSTRUCTION_MSG.reason)
      if (Array.from(reason).length > RETURN_REASON_MAX) return fail(INSTRUCTION_MSG.reasonTooLong)
      const now = beijingNow()
      record.reviewer = user.realName
      if (body.action === 'approve') {
        Object.assign(record, { status: 'custody', reviewedAt: now })
        closePending(record.instructionId, '已通过')
      } else {
        Object.assign(record, {
          status: 'returned',
          returnedBy: 'manager',
          returnedAt: now,
          returnReason: reason,
        })
        closePending(record.instructionId, '已退回')
      }
      return ok(detailOf(record))
    }),
  ),
]
