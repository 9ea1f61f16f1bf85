import { http } from 'msw'
import {
  APPLY_KIND_LABEL,
  type ApplyApproved,
  type ApplyKind,
  type ApplyReview,
} from '@contract/api/general-manage'
import { db } from '../db/db'
import { DEMO_ROLE } from '../db/seed-roles'
import type { AdminChangeRequestRecord, RegistrationRecord, UserRecord } from '../db/types'
import { bodyOf } from './custodian-common'
import {
  endSessionsOf,
  freeUserName,
  GM_MSG,
  nextUserId,
  nowIso,
  onRequest,
  tempPassword,
} from './gm-common'
import { api, fail, ok, withAuth, type AuthContext } from './http'
import { pageOfRows, readList } from './list-query'
import { maskMobile } from './registration-checks'

/*
 * 用户管理's 注册申请 tab (docs/api.md "综合管理"): applications from /reg (管理人注册) and
 * /mgr-change (管理员变更), newest first. 通过 creates the organisation (if new) and its
 * administrator (系统管理员, a temporary password answered once); a change also disables the
 * old administrator's account. 退回 needs a reason, which /reg's status lookup then shows.
 */

const KINDS = Object.keys(APPLY_KIND_LABEL) as ApplyKind[]
const STATUSES = ['pending', 'approved', 'rejected'] as const

type Found =
  | { kind: 'registration'; record: RegistrationRecord }
  | { kind: 'adminChange'; record: AdminChangeRequestRecord }

const regView = (r: RegistrationRecord): ApplyReview => ({
  ...reviewed(r),
  kind: 'registration',
  orgName: r.orgName,
  creditCode: r.creditCode,
  applicant: r.contactName,
  mobile: maskMobile(r.mobile),
  detail: `登记编号 ${r.amacNo}；办公地址 ${r.officeAddress}；邮箱 ${r.email}`,
})

const changeView = (r: AdminChangeRequestRecord): ApplyReview => ({
  ...reviewed(r),
  kind: 'adminChange',
  orgName: r.orgName,
  creditCode: r.creditCode,
  applicant: r.newAdmin.name,
  mobile: maskMobile(r.newAdmin.mobile),
  detail: `原管理员 ${r.oldAdmin.name}（${r.oldAdmin.account}）；变更原因：${r.reason}`,
})

function reviewed(r: RegistrationRecord | AdminChangeRequestRecord) {
  const { applyNo, status, submittedAt, reviewedAt, reviewer, remark } = r
  return { applyNo, status, submittedAt, reviewedAt, reviewer, remark }
}

function findApply(applyNo: unknown): Found | undefined {
  const reg = db.state.registrations.find((r) => r.applyNo === applyNo)
  if (reg) return { kind: 'registration', record: reg }
  const change = db.state.adminChangeRequests.find((r) => r.applyNo === applyNo)
  return change && { kind: 'adminChange', record: change }
}

function newAdmin(orgId: string, person: Pick<UserRecord, 'realName' | 'mobile'>) {
  const user: UserRecord = {
    userId: nextUserId(),
    userName: freeUserName(`admin${person.mobile.slice(-4)}`),
    ...person,
    password: tempPassword(),
    mustChangePassword: true,
    orgIds: [orgId],
    roleIds: [DEMO_ROLE.admin],
  }
  db.state.users.push(user)
  return user
}

function approveRegistration(r: RegistrationRecord) {
  let org = db.state.orgs.find((o) => o.creditCode === r.creditCode)
  if (!org) {
    const top = Math.max(0, ...db.state.orgs.map((o) => Number(o.orgId.slice(3)) || 0))
    org = { orgId: `ORG${String(top + 1).padStart(3, '0')}`, orgName: r.orgName }
    org.creditCode = r.creditCode
    db.state.orgs.push(org)
  }
  return { org, user: newAdmin(org.orgId, { realName: r.contactName, mobile: r.mobile }) }
}

function approveChange(r: AdminChangeRequestRecord, auth: AuthContext) {
  const old = db.state.users.find(
    (u) => u.userName === r.oldAdmin.account && u.orgIds.includes(r.orgId),
  )
  if (old?.userId === auth.user.userId) return GM_MSG.selfReplace
  const { name, mobile, idType, idNo } = r.newAdmin
  const user = newAdmin(r.orgId, { realName: name, mobile })
  Object.assign(user, { idType, idCode: idNo })
  if (old) {
    old.disabled = true
    endSessionsOf(old.userId)
  }
  return { org: { orgName: r.orgName }, user }
}

export const gmApplyHandlers = [
  http.post(
    api('/rest/gm/applies/list'),
    withAuth(
      onRequest((request) => {
        const params = new URL(request.url).searchParams
        const query = readList(params, (p) => ({
          kind: p.oneOf('kind', KINDS, GM_MSG.kind),
          status: p.oneOf('status', STATUSES, GM_MSG.status),
        }))
        if (typeof query === 'string') return fail(query)
        const rows = [
          ...db.state.registrations.map(regView),
          ...db.state.adminChangeRequests.map(changeView),
        ]
          .filter(
            (a) =>
              (!query.kind || a.kind === query.kind) &&
              (!query.status || a.status === query.status),
          )
          .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt))
        const page = pageOfRows(params, rows)
        return typeof page === 'string' ? fail(page) : ok(page)
      }),
    ),
  ),

  http.post(
    api('/rest/gm/applies/approve'),
    withAuth(
      onRequest(async (request, auth) => {
        const body = await bodyOf<{ applyNo: string }>(request)
        if (!body) return fail(GM_MSG.badBody)
        const found = findApply(body.applyNo)
        if (!found) return fail(GM_MSG.applyGone)
        if (found.record.status !== 'pending') return fail(GM_MSG.applyDone)
        const done =
          found.kind === 'registration'
            ? approveRegistration(found.record)
            : approveChange(found.record, auth)
        if (typeof done === 'string') return fail(done)
        Object.assign(found.record, {
          status: 'approved',
          reviewedAt: nowIso(),
          reviewer: auth.user.realName,
          remark: `已开通管理员账号 ${done.user.userName}`,
        })
        const answer: ApplyApproved = {
          orgName: done.org.orgName,
          userName: done.user.userName,
          realName: done.user.realName,
          tempPassword: done.user.password,
        }
        return ok(answer)
      }),
    ),
  ),

  http.post(
    api('/rest/gm/applies/return'),
    withAuth(
      onRequest(async (request, auth) => {
        const body = await bodyOf<{ applyNo: string; reason: string }>(request)
        if (!body) return fail(GM_MSG.badBody)
        const found = findApply(body.applyNo)
        if (!found) return fail(GM_MSG.applyGone)
        if (found.record.status !== 'pending') return fail(GM_MSG.applyDone)
        const reason = typeof body.reason === 'string' ? body.reason.trim() : ''
        if (Array.from(reason).length < 2 || Array.from(reason).length > 200) {
          return fail(GM_MSG.reason)
        }
        Object.assign(found.record, {
          status: 'rejected',
          reviewedAt: nowIso(),
          reviewer: auth.user.realName,
          remark: reason,
        })
        return ok(found.kind === 'registration' ? regView(found.record) : changeView(found.record))
      }),
    ),
  ),
]
