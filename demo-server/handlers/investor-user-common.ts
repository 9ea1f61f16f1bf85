import { isInstitutionId } from '@contract/id-types'
import {
  AUDIT_REASON_MAX,
  type AccountAuditDetail,
  type AccountAudit,
  type InvestorUser,
  type ResetAudit,
  type ResetAuditDetail,
} from '@contract/api/investor-user'
import type { TimelineStep } from '@contract/api/timeline'
import { db } from '../db/db'
import { beijingNow } from '../db/seed-custodian-time'
import type {
  InvestorAccountAuditRecord,
  InvestorRecord,
  InvestorResetAuditRecord,
  InvestorUserRecord,
} from '../db/types'
import type { ParamReader } from './custodian-common'

/*
 * What 投资者用户管理's endpoints share: their refusals, masking
 * (documents and mobiles leave the server masked) and the audits' views and timelines.
 */

export const INVESTOR_MSG = {
  gone: '记录不存在或不属于本机构',
  handled: '该申请已处理，请勿重复操作',
  action: '审核操作有误',
  reason: '请填写退回原因',
  reasonTooLong: `退回原因不能超过${AUDIT_REASON_MAX}个字符`,
  status: '状态有误',
  kind: '投资者类型有误',
  channel: '申请渠道有误',
  userName: '姓名（名称）不能超过 50 个字符',
  certificatesNum: '证件号码应为 5 至 30 位字母或数字',
  mobile: '手机号应为 4 至 11 位数字（可输入尾号）',
  opened: '该投资者已在本机构开户',
  noAccount: '该投资者在本机构的账户不存在',
  closed: '该账户已销户，不能重置密码',
} as const

export const SYSTEM_ACTOR = '系统'

export function maskCertificate(num: string) {
  if (num.length >= 10) return `${num.slice(0, 4)}${'*'.repeat(num.length - 8)}${num.slice(-4)}`
  return `${num.slice(0, 1)}${'*'.repeat(Math.max(num.length - 4, 1))}${num.slice(-3)}`
}

export const maskMobile = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`

export const investorOf = (investorId: string): InvestorRecord | undefined =>
  db.state.investors.find((i) => i.investorId === investorId)

const kindOf = (certificatesType: string) =>
  isInstitutionId(certificatesType) ? 'institution' : 'person'

const identityOf = (
  who: Pick<InvestorRecord, 'userName' | 'certificatesType' | 'certificatesNum' | 'mobile'>,
) => ({
  userName: who.userName,
  certificatesType: who.certificatesType,
  certificatesNum: maskCertificate(who.certificatesNum),
  mobile: maskMobile(who.mobile),
})

export function userView(record: InvestorUserRecord, investor: InvestorRecord): InvestorUser {
  const { orgId: _o, ...rest } = record
  return { ...rest, ...identityOf(investor), investorKind: kindOf(investor.certificatesType) }
}

/** The organisation's investor users with who they are (rows whose investor is gone drop). */
export function orgUsers(orgId: string) {
  return db.state.investorUsers.flatMap((record) => {
    const investor = record.orgId === orgId ? investorOf(record.investorId) : undefined
    return investor ? [userView(record, investor)] : []
  })
}

const handledStep = (r: {
  status: string
  handler?: string
  handledAt?: string
  returnReason?: string
}): TimelineStep =>
  r.status === 'pending'
    ? { title: '管理人审核', state: 'current' }
    : r.status === 'returned'
      ? {
          title: '管理人审核',
          state: 'returned',
          at: r.handledAt,
          actor: r.handler,
          reason: r.returnReason,
        }
      : { title: '管理人审核', state: 'done', at: r.handledAt, actor: r.handler }

export function accountAuditView(r: InvestorAccountAuditRecord): AccountAudit {
  const { orgId: _o, documents: _d, investorId: _i, ...rest } = r
  return { ...rest, ...identityOf(r), investorKind: kindOf(r.certificatesType) }
}

export function accountAuditDetail(r: InvestorAccountAuditRecord): AccountAuditDetail {
  const steps: TimelineStep[] = [
    { title: '提交开户申请', state: 'done', at: r.submittedAt, actor: r.userName },
    handledStep(r),
    r.status === 'approved'
      ? {
          title: '开通账户',
          state: 'done',
          at: r.handledAt,
          actor: SYSTEM_ACTOR,
          reason: '初始密码已通过短信发送',
        }
      : { title: '开通账户', state: 'todo' },
  ]
  return { ...accountAuditView(r), documents: r.documents, steps }
}

export function resetAuditView(r: InvestorResetAuditRecord): ResetAudit | undefined {
  const investor = investorOf(r.investorId)
  if (!investor) return undefined
  const { orgId: _o, ...rest } = r
  return { ...rest, ...identityOf(investor) }
}

export function resetAuditDetail(r: InvestorResetAuditRecord): ResetAuditDetail | undefined {
  const view = resetAuditView(r)
  if (!view) return undefined
  const self = r.channel === 'self'
  const steps: TimelineStep[] = self
    ? [
        { title: '身份验证', state: 'done', at: r.submittedAt, actor: view.userName },
        {
          title: '设置新密码',
          state: 'done',
          at: r.handledAt,
          actor: view.userName,
          reason: '投资者自助重置，无需审核',
        },
      ]
    : [
        { title: '提交重置申请', state: 'done', at: r.submittedAt, actor: view.userName },
        handledStep(r),
        r.status === 'approved'
          ? {
              title: '发送临时密码',
              state: 'done',
              at: r.handledAt,
              actor: SYSTEM_ACTOR,
              reason: `已通过短信发送至 ${view.mobile}`,
            }
          : { title: '发送临时密码', state: 'todo' },
      ]
  return { ...view, steps }
}

/** An optional text filter no longer than `max`; the refusal when it is. */
export function textOf(get: ParamReader, key: string, max: number, problem: string) {
  const text = get(key)
  return text && Array.from(text).length > max ? { problem } : { text }
}

/** One of the allowed values, or undefined; the refusal for anything else. */
export function oneOf<T extends string>(
  get: ParamReader,
  key: string,
  allowed: Readonly<Record<T, string>>,
  problem: string,
): { value?: T } | { problem: string } {
  const value = get(key)
  if (value === undefined) return {}
  return Object.hasOwn(allowed, value) ? { value: value as T } : { problem }
}

/** The reason of a 退回, or the refusal: required, at most AUDIT_REASON_MAX characters. */
export function returnReasonOf(reason: unknown): { reason: string } | { problem: string } {
  const text = typeof reason === 'string' ? reason.trim() : ''
  if (!text) return { problem: INVESTOR_MSG.reason }
  if (Array.from(text).length > AUDIT_REASON_MAX) return { problem: INVESTOR_MSG.reasonTooLong }
  return { reason: text }
}

export const now = beijingNow

/** A temporary password for an approved reset (letters and digits, 9 characters). */
export const temporaryPassword = (seed: number) => `Tmp${String(seed % 1_000_000).padStart(6, '0')}`

/**
 * An investor set a new password on /reset-password: 密码重置审核 keeps it as 已通过, channel
 * 自助重置 (identity checked by the flow itself, nothing for the manager to do).
 */
export function recordSelfReset(investorId: string, orgId: string) {
  const at = now()
  const serial = db.state.investorResetAudits.filter((a) => a.channel === 'self').length + 1
  db.state.investorResetAudits.push({
    auditId: `CZS${String(serial).padStart(5, '0')}`,
    orgId,
    investorId,
    channel: 'self',
    applyReason: '忘记密码，自助重置',
    submittedAt: at,
    status: 'approved',
    handler: '投资者本人',
    handledAt: at,
  })
}
