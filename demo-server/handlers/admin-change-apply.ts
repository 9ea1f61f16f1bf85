import { db } from '../db/db'
import type { AdminChangeRequestRecord, OrgRecord, UploadRecord } from '../db/types'
import { uploadOf } from './apply-uploads'
import { PERSON_ID_NO_CHECKS, isEmail, isIdCard, isMobile } from '@contract/validators'
import {
  badText,
  creditCodeProblem,
  firstProblem,
  nextApplyNo,
  orgCreditCode,
  text,
} from './registration-checks'

type Body = Record<string, unknown>
const objectOf = (value: unknown) =>
  (typeof value === 'object' && value !== null ? value : {}) as Body

/** The fields of an administrator change, read and normalised from a JSON body. */
export function readAdminChange(body: Body) {
  const oldAdmin = objectOf(body.oldAdmin)
  const newAdmin = objectOf(body.newAdmin)
  return {
    orgName: text(body.orgName),
    creditCode: text(body.creditCode).toUpperCase(),
    oldAdmin: { name: text(oldAdmin.name), account: text(oldAdmin.account) },
    newAdmin: {
      name: text(newAdmin.name),
      idType: text(newAdmin.idType),
      idNo: text(newAdmin.idNo).toUpperCase(),
      mobile: text(newAdmin.mobile),
      smsCode: text(newAdmin.smsCode),
      email: text(newAdmin.email),
    },
    reason: text(body.reason),
    authLetter: uploadOf(body.authLetter),
  }
}

type AdminChange = ReturnType<typeof readAdminChange>

/**
 * The old administrator is named by a user name (one of the organisation's users, with that
 * real name) or an ID number (the demo holds none, so only its checksum is checked).
 */
function oldAdminKnown(org: OrgRecord, { name, account }: AdminChange['oldAdmin']) {
  const user = db.state.users.find((u) => u.userName === account)
  if (user) return user.realName === name && user.orgIds.includes(org.orgId)
  return isIdCard(account.toUpperCase())
}

/** The organisation, or why the change cannot be accepted (before its SMS code is checked). */
export function adminChangeProblem(c: AdminChange): { org: OrgRecord } | { problem: string } {
  const idRule = PERSON_ID_NO_CHECKS[c.newAdmin.idType]
  const problem = firstProblem([
    [badText(c.orgName, 100, 2), '机构全称应为2-100个字符'],
    [!!creditCodeProblem(c.creditCode), creditCodeProblem(c.creditCode) ?? ''],
    [badText(c.oldAdmin.name, 30), '原管理员姓名不能为空且不超过30个字符'],
    [!c.oldAdmin.account, '请填写原管理员用户名或证件号'],
    [badText(c.newAdmin.name, 30), '新管理员姓名不能为空且不超过30个字符'],
    [!idRule, '证件类型不正确'],
    [!!idRule && !idRule(c.newAdmin.idNo), '证件号码格式不正确'],
    [!isMobile(c.newAdmin.mobile), '手机号格式不正确'],
    [!c.newAdmin.smsCode, '请填写短信验证码'],
    [!isEmail(c.newAdmin.email), '电子邮箱格式不正确'],
    [!c.reason, '请填写变更原因'],
    [Array.from(c.reason).length > 500, '变更原因不能超过500个字符'],
    [!c.authLetter, '请上传授权书'],
  ])
  if (problem) return { problem }
  const org = db.state.orgs.find((o) => o.orgName === c.orgName)
  if (!org) return { problem: '未找到该机构，请核对机构全称' }
  if (orgCreditCode(org) !== c.creditCode) {
    return { problem: '机构全称与统一社会信用代码不匹配，请核对' }
  }
  if (!oldAdminKnown(org, c.oldAdmin)) return { problem: '原管理员信息与该机构登记信息不一致' }
  if (c.newAdmin.idNo === c.oldAdmin.account.toUpperCase()) {
    return { problem: '新管理员不能与原管理员相同' }
  }
  const pending = db.state.adminChangeRequests.some(
    (x) => x.orgId === org.orgId && x.status === 'pending',
  )
  return pending ? { problem: '该机构已有待审核的管理员变更申请' } : { org }
}

export function recordAdminChange(c: AdminChange, org: OrgRecord): AdminChangeRequestRecord {
  const { smsCode: _code, ...newAdmin } = c.newAdmin
  const record: AdminChangeRequestRecord = {
    applyNo: nextApplyNo(
      'MGR',
      db.state.adminChangeRequests.map((x) => x.applyNo),
    ),
    status: 'pending',
    submittedAt: new Date(Date.now()).toISOString(),
    orgId: org.orgId,
    orgName: org.orgName,
    creditCode: c.creditCode,
    oldAdmin: c.oldAdmin,
    newAdmin,
    reason: c.reason,
    authLetter: c.authLetter as Pick<UploadRecord, 'fileId' | 'fileName' | 'size'>,
  }
  db.state.adminChangeRequests.push(record)
  return record
}
