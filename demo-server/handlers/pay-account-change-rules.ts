import {
  PAY_CHANGE_LIMITS as LIMITS,
  type PayChangeDetail,
  type PayChangeRow,
  type PayChangeSubmit,
} from '@contract/api/pay-account-change'
import type { TimelineStep } from '@contract/api/timeline'
import { db } from '../db/db'
import type { PayChangeRecord } from '../db/pay-account-change-types'
import { payAccountOf, paysFromAccount } from '../db/pay-accounts'
import type { FundRecord } from '../db/types'

/* 付款账户变更's rules: what a request must hold, and how a record reads (row, steps). */

export const PAY_CHANGE_MSG = {
  badBody: '请求格式有误',
  fund: '请选择产品',
  fundGone: '产品不存在或当前不可变更付款账户',
  accountName: '请输入新账户名称',
  accountNameLong: `新账户名称不能超过${LIMITS.accountNameMax}个字符`,
  accountNo: '新账号须为8至30位数字',
  sameAccount: '新账号与原付款账户相同，无需变更',
  bankName: '请输入开户行',
  bankNameLong: `开户行不能超过${LIMITS.bankNameMax}个字符`,
  reason: '请输入变更原因',
  reasonLong: `变更原因不能超过${LIMITS.reasonMax}个字符`,
  proof: '请上传证明材料',
  proofMany: `证明材料最多${LIMITS.proofMax}个`,
  proofGone: '证明材料不存在或已失效，请重新上传',
  pending: '该产品已有待审核的付款账户变更申请',
  status: '申请状态不正确',
  gone: '变更申请不存在',
  notPending: '只有待审核的申请可以撤回',
} as const

export const REVIEW_TEAM = '资产托管部'

/** The organisation's fund that may change its paying account, if the code names one. */
export const payingFundOf = (orgId: string, fundCode: unknown): FundRecord | undefined =>
  db.state.funds.find((f) => f.fundCode === fundCode && f.orgId === orgId && paysFromAccount(f))

export const pendingOf = (orgId: string, fundCode: string) =>
  db.state.payAccountChanges.find(
    (c) => c.orgId === orgId && c.fundCode === fundCode && c.status === 'pending',
  )

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** Why a request may not be submitted (checked in this order), or undefined. */
export function submitProblem(
  body: Partial<PayChangeSubmit>,
  orgId: string,
  userId: string,
): string | undefined {
  if (!text(body.fundCode)) return PAY_CHANGE_MSG.fund
  const fund = payingFundOf(orgId, body.fundCode)
  if (!fund) return PAY_CHANGE_MSG.fundGone
  const name = text(body.newAccountName)
  if (!name) return PAY_CHANGE_MSG.accountName
  if (name.length > LIMITS.accountNameMax) return PAY_CHANGE_MSG.accountNameLong
  if (typeof body.newAccountNo !== 'string' || !LIMITS.accountNo.test(body.newAccountNo)) {
    return PAY_CHANGE_MSG.accountNo
  }
  if (body.newAccountNo === payAccountOf(fund, db.state.payAccountChanges).accountNo) {
    return PAY_CHANGE_MSG.sameAccount
  }
  const bank = text(body.newBankName)
  if (!bank) return PAY_CHANGE_MSG.bankName
  if (bank.length > LIMITS.bankNameMax) return PAY_CHANGE_MSG.bankNameLong
  const reason = text(body.reason)
  if (!reason) return PAY_CHANGE_MSG.reason
  if (reason.length > LIMITS.reasonMax) return PAY_CHANGE_MSG.reasonLong
  const ids = body.proofFileIds
  if (!Array.isArray(ids) || ids.length === 0) return PAY_CHANGE_MSG.proof
  if (ids.length > LIMITS.proofMax) return PAY_CHANGE_MSG.proofMany
  const usable = (id: unknown) => {
    const upload = typeof id === 'string' ? db.state.payAccountUploads[id] : undefined
    return upload && upload.userId === userId && !upload.used
  }
  if (new Set(ids).size !== ids.length || !ids.every(usable)) return PAY_CHANGE_MSG.proofGone
  if (pendingOf(orgId, fund.fundCode)) return PAY_CHANGE_MSG.pending
  return undefined
}

export const rowOf = (c: PayChangeRecord): PayChangeRow => ({
  id: c.id,
  fundCode: c.fundCode,
  fundName: c.fundName,
  oldAccount: c.oldAccount,
  newAccount: c.newAccount,
  reason: c.reason,
  status: c.status,
  submittedAt: c.submittedAt,
  submittedBy: c.submittedBy,
  ...(c.returnReason ? { returnReason: c.returnReason } : {}),
})

/** 提交申请 → 托管人审核 → 变更生效; or 退回 with its reason; or 撤回 by the submitter. */
export function timelineOf(c: PayChangeRecord): TimelineStep[] {
  const submitted: TimelineStep = {
    title: '提交申请',
    state: 'done',
    at: c.submittedAt,
    actor: c.submittedBy,
  }
  switch (c.status) {
    case 'withdrawn':
      return [
        submitted,
        { title: '撤回申请', state: 'done', at: c.withdrawnAt, actor: c.withdrawnBy },
      ]
    case 'returned': {
      const review = { title: '托管人审核', at: c.reviewedAt, actor: c.reviewer }
      return [submitted, { ...review, state: 'returned', reason: c.returnReason }]
    }
    case 'approved':
      return [
        submitted,
        { title: '托管人审核', state: 'done', at: c.reviewedAt, actor: c.reviewer },
        { title: '变更生效', state: 'done', at: c.reviewedAt, reason: '新付款账户已启用' },
      ]
    default:
      return [
        submitted,
        { title: '托管人审核', state: 'current', actor: REVIEW_TEAM },
        { title: '变更生效', state: 'todo' },
      ]
  }
}

export const detailOf = (c: PayChangeRecord): PayChangeDetail => ({
  ...rowOf(c),
  proofFiles: c.proofFiles,
  timeline: timelineOf(c),
})
