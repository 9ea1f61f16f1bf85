import { http } from 'msw'
import {
  badAddressMessage,
  EMAIL_FREQUENCY_LABEL,
  EMAIL_LIMITS,
  EMAIL_REPORT_TYPE_LABEL,
  EMAIL_TYPE_STATUS_LABEL,
  isEmailAddress,
  type EmailRecipientType,
  type EmailReportType,
  type EmailTypeSave,
} from '@contract/api/valuation-reports'
import type { PagedList } from '@contract/api/paged-list'
import { db } from '../db/db'
import { beijingNow } from '../db/seed-custodian-time'
import type { EmailTypeRecord } from '../db/valuation-report-types'
import { bodyOf, pageOrFail, searchOf } from './custodian-common'
import { api, fail, ok, withAuth } from './http'
import { paginate } from './paging'
import { VALUATION_MSG } from './valuation-report-common'

/*
 * 发送配置 (docs/api.md "估值核对：增值税、报表、凭证、发送配置"): the organisation's email
 * recipient types — who receives which reports (估值表, 净值, 凭证, 报表) how often — listed,
 * read, added, edited (every address checked) and deleted.
 */

export const EMAIL_MSG = {
  name: `请填写类型名称（不超过${EMAIL_LIMITS.name}个字符）`,
  nameTaken: '类型名称已存在',
  noRecipients: '请填写至少一个收件人邮箱',
  tooManyRecipients: `收件人不能超过${EMAIL_LIMITS.recipients}个`,
  duplicate: (address: string) => `邮箱地址重复：${address}`,
  reportTypes: '请至少选择一种报送内容',
  frequency: '请选择发送频率',
  status: '状态有误',
  remark: `备注不能超过${EMAIL_LIMITS.remark}个字符`,
} as const

const view = ({ orgId: _o, ...type }: EmailTypeRecord): EmailRecipientType => type
const mineOf = (orgId: string, typeId: unknown) =>
  db.state.emailRecipientTypes.find((t) => t.orgId === orgId && t.typeId === typeId)

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const length = (value: string) => Array.from(value).length

type Fields = Omit<EmailTypeSave, 'typeId'>

/** The saved type's fields, or the first refusal. */
function checked(body: Partial<EmailTypeSave>, orgId: string): Fields | { problem: string } {
  const name = text(body.name)
  if (!name || length(name) > EMAIL_LIMITS.name) return { problem: EMAIL_MSG.name }
  const taken = db.state.emailRecipientTypes.some(
    (t) => t.orgId === orgId && t.name === name && t.typeId !== body.typeId,
  )
  if (taken) return { problem: EMAIL_MSG.nameTaken }
  const recipients = (Array.isArray(body.recipients) ? body.recipients : []).map(text)
  if (!recipients.filter(Boolean).length) return { problem: EMAIL_MSG.noRecipients }
  const bad = recipients.filter((a) => !isEmailAddress(a))
  if (bad.length) return { problem: badAddressMessage(bad.map((a) => a || '（空）')) }
  if (recipients.length > EMAIL_LIMITS.recipients) return { problem: EMAIL_MSG.tooManyRecipients }
  const seen = new Set<string>()
  for (const address of recipients) {
    if (seen.has(address.toLowerCase())) return { problem: EMAIL_MSG.duplicate(address) }
    seen.add(address.toLowerCase())
  }
  const reportTypes = Array.isArray(body.reportTypes) ? [...new Set(body.reportTypes)] : []
  if (!reportTypes.length || !reportTypes.every((r) => Object.hasOwn(EMAIL_REPORT_TYPE_LABEL, r))) {
    return { problem: EMAIL_MSG.reportTypes }
  }
  const frequency = body.frequency
  if (!frequency || !Object.hasOwn(EMAIL_FREQUENCY_LABEL, frequency)) {
    return { problem: EMAIL_MSG.frequency }
  }
  const status = body.status ?? 'enabled'
  if (!Object.hasOwn(EMAIL_TYPE_STATUS_LABEL, status)) return { problem: EMAIL_MSG.status }
  const remark = text(body.remark)
  if (length(remark) > EMAIL_LIMITS.remark) return { problem: EMAIL_MSG.remark }
  return { name, recipients, reportTypes, frequency, status, remark } as Fields
}

const nextId = (orgId: string) => {
  const prefix = `ET${orgId.slice(-1)}`
  const numbers = db.state.emailRecipientTypes
    .filter((t) => t.typeId.startsWith(prefix))
    .map((t) => Number(t.typeId.slice(prefix.length)) || 0)
  return `${prefix}${String(Math.max(0, ...numbers) + 1).padStart(2, '0')}`
}

export const valuationEmailHandlers = [
  http.post(
    api('/rest/valuation/queryEmailTypes'),
    withAuth(({ request }, { org }) => {
      const paging = pageOrFail(request)
      if (paging.refusal) return paging.refusal
      const get = searchOf(request)
      const name = get('name')
      const reportType = get('reportType')
      const status = get('status')
      if (reportType && !Object.hasOwn(EMAIL_REPORT_TYPE_LABEL, reportType)) {
        return fail(EMAIL_MSG.reportTypes)
      }
      if (status && !Object.hasOwn(EMAIL_TYPE_STATUS_LABEL, status)) return fail(EMAIL_MSG.status)
      const rows = db.state.emailRecipientTypes.filter(
        (t) =>
          t.orgId === org.orgId &&
          (!name || t.name.includes(name)) &&
          (!reportType || t.reportTypes.includes(reportType as EmailReportType)) &&
          (!status || t.status === status),
      )
      const page = paginate(rows, paging.page)
      return ok<PagedList<EmailRecipientType>>({ ...page, list: page.list.map(view) })
    }),
  ),

  http.post(
    api('/rest/valuation/emailTypeDetail'),
    withAuth(({ request }, { org }) => {
      const type = mineOf(org.orgId, searchOf(request)('typeId'))
      return type ? ok(view(type)) : fail(VALUATION_MSG.gone)
    }),
  ),

  http.post(
    api('/rest/valuation/saveEmailType'),
    withAuth(async ({ request }, { org, user }) => {
      const body = await bodyOf<EmailTypeSave>(request)
      if (!body) return fail(VALUATION_MSG.badBody)
      const existing = body.typeId === undefined ? undefined : mineOf(org.orgId, body.typeId)
      if (body.typeId !== undefined && !existing) return fail(VALUATION_MSG.gone)
      const fields = checked(body, org.orgId)
      if ('problem' in fields) return fail(fields.problem)
      const stamp = { updatedBy: user.realName, updatedAt: beijingNow() }
      if (existing) {
        Object.assign(existing, fields, stamp)
        return ok(view(existing))
      }
      const created: EmailTypeRecord = {
        ...fields,
        ...stamp,
        typeId: nextId(org.orgId),
        orgId: org.orgId,
      }
      db.state.emailRecipientTypes.push(created)
      return ok(view(created))
    }),
  ),

  http.post(
    api('/rest/valuation/deleteEmailType'),
    withAuth(({ request }, { org }) => {
      const type = mineOf(org.orgId, searchOf(request)('typeId'))
      if (!type) return fail(VALUATION_MSG.gone)
      db.state.emailRecipientTypes = db.state.emailRecipientTypes.filter((t) => t !== type)
      return ok(null)
    }),
  ),
]
