import { http } from 'msw'
import {
  ACCOUNT_OPEN_DOCUMENTS_MAX,
  ACCOUNT_OPEN_INSTITUTIONS,
  ACCOUNT_OPEN_STATUS_LABEL,
  type AccountOpenApplication,
  type AccountOpenDetail,
  type AccountOpenKind,
  type AccountOpenSubmit,
} from '@contract/api/custodian'
import type { PagedList } from '@contract/api/paged-list'
import type { TimelineStep } from '@contract/api/timeline'
import type { UploadedFile } from '@contract/api/upload'
import { db } from '../db/db'
import { beijingNow } from '../db/seed-custodian-time'
import type { AccountOpenRecord } from '../db/types'
import {
  bodyOf,
  CUSTODIAN_MSG,
  fundFilterOf,
  fundsOf,
  pageOrFail,
  problemOf,
  searchOf,
} from './custodian-common'
import { KIND_NAMES, receiveCustodianUpload, unusedUpload } from './custodian-uploads'
import { api, fail, ok, withAuth } from './http'
import { paginate } from './paging'
import { closePending } from './pending'
import { isMobile } from '@contract/validators'
import { badText, firstProblem, text } from './registration-checks'

/*
 * 账户开立 (docs/api.md "托管查询"), one set of endpoints for the three kinds: the list, one
 * application with its timeline, documents' upload, and submitting — a new application, or a
 * 待提交 one the custodian prepared (which closes its pending item: fiduciaryAccountNum1–3).
 */

export const ACCOUNT_OPEN_MSG = {
  kind: '开户类型有误',
  institution: '请选择开户机构',
  contact: '请填写经办人姓名（2–20 个字符）',
  mobile: '请输入正确的手机号',
  documents: '请上传开户材料',
  tooMany: `开户材料最多 ${ACCOUNT_OPEN_DOCUMENTS_MAX} 个`,
  document: '开户材料不存在或已失效，请重新上传',
  remark: '备注不能超过200个字符',
  submitted: '该申请已提交，请刷新后查看',
  otherFund: '产品与申请不一致',
  busy: (kind: AccountOpenKind) => `该产品已有办理中的${KIND_NAMES[kind]}开立申请`,
} as const

const TEAM = '托管运营部'
const isKind = (v: unknown): v is AccountOpenKind =>
  typeof v === 'string' && Object.hasOwn(ACCOUNT_OPEN_INSTITUTIONS, v)

const view = ({
  orgId: _o,
  createdBy: _c,
  auditAt: _a,
  returnedAt: _r,
  ...rest
}: AccountOpenRecord): AccountOpenApplication => rest

export function applicationSteps(r: AccountOpenRecord): TimelineStep[] {
  const submit: TimelineStep =
    r.status === 'draft'
      ? {
          title: '提交申请',
          state: 'current',
          at: r.createdAt,
          actor: `${r.createdBy}预填`,
          reason: r.remark || undefined,
        }
      : { title: '提交申请', state: 'done', at: r.submittedAt, actor: r.contactName }
  const audit: TimelineStep =
    r.status === 'returned'
      ? {
          title: '托管审核',
          state: 'returned',
          at: r.returnedAt,
          actor: TEAM,
          reason: r.returnReason,
        }
      : r.auditAt
        ? { title: '托管审核', state: 'done', at: r.auditAt, actor: TEAM }
        : { title: '托管审核', state: r.status === 'auditing' ? 'current' : 'todo' }
  const open: TimelineStep = r.openedAt
    ? {
        title: '账户开立',
        state: 'done',
        at: r.openedAt,
        actor: r.institution,
        reason: `账号：${r.accountNo}`,
      }
    : { title: '账户开立', state: 'todo' }
  return [submit, audit, open]
}

const detailOf = (r: AccountOpenRecord): AccountOpenDetail => ({
  ...view(r),
  steps: applicationSteps(r),
})

const findMine = (orgId: string, id: unknown) =>
  db.state.accountOpenApplications.find((r) => r.orgId === orgId && r.applyId === id)

/** The documents a submission names: fresh uploads, or the draft's own. */
function documentsOf(ids: unknown, userId: string, draft?: AccountOpenRecord) {
  if (!Array.isArray(ids) || ids.length === 0) return ACCOUNT_OPEN_MSG.documents
  if (ids.length > ACCOUNT_OPEN_DOCUMENTS_MAX) return ACCOUNT_OPEN_MSG.tooMany
  const files: UploadedFile[] = []
  for (const id of new Set(ids)) {
    const own = draft?.documents.find((d) => d.fileId === id)
    const upload = typeof id === 'string' ? unusedUpload(id, userId) : undefined
    const file =
      own ?? (upload && { fileId: upload.fileId, fileName: upload.fileName, size: upload.size })
    if (!file) return ACCOUNT_OPEN_MSG.document
    files.push(file)
  }
  return files
}

export const custodianAccountOpenHandlers = [
  http.post(
    api('/rest/custodian/upload'),
    withAuth(async ({ request }, { user, org }) => {
      const form = await request.formData().catch(() => undefined)
      if (!form) return fail(CUSTODIAN_MSG.badBody)
      const received = await receiveCustodianUpload(form, user.userId, org.orgId)
      if (typeof received === 'string') return fail(received)
      return ok<UploadedFile>({
        fileId: received.fileId,
        fileName: received.fileName,
        size: received.size,
      })
    }),
  ),

  http.post(
    api('/rest/custodian/queryAccountOpen'),
    withAuth(({ request }, { org }) => {
      const get = searchOf(request)
      const paging = pageOrFail(request)
      if (paging.refusal) return paging.refusal
      const kind = get('kind')
      if (!isKind(kind)) return fail(ACCOUNT_OPEN_MSG.kind)
      const fund = fundFilterOf(get, org.orgId)
      if (problemOf(fund)) return fail(problemOf(fund) as string)
      const status = get('status')
      if (status && !Object.hasOwn(ACCOUNT_OPEN_STATUS_LABEL, status))
        return fail(CUSTODIAN_MSG.status)
      const code = (fund as { fundCode?: string } | undefined)?.fundCode
      const rows = db.state.accountOpenApplications
        .filter(
          (r) =>
            r.orgId === org.orgId &&
            r.kind === kind &&
            (!code || r.fundCode === code) &&
            (!status || r.status === status),
        )
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      const page = paginate(rows, paging.page)
      return ok<PagedList<AccountOpenApplication>>({ ...page, list: page.list.map(view) })
    }),
  ),

  http.post(
    api('/rest/custodian/accountOpenDetail'),
    withAuth(({ request }, { org }) => {
      const record = findMine(org.orgId, searchOf(request)('applyId'))
      return record ? ok(detailOf(record)) : fail(CUSTODIAN_MSG.gone)
    }),
  ),

  http.post(
    api('/rest/custodian/submitAccountOpen'),
    withAuth(async ({ request }, { org, user }) => {
      const body = await bodyOf<AccountOpenSubmit>(request)
      if (!body) return fail(CUSTODIAN_MSG.badBody)
      const { kind } = body
      if (!isKind(kind)) return fail(ACCOUNT_OPEN_MSG.kind)
      const draft = body.applyId === undefined ? undefined : findMine(org.orgId, body.applyId)
      if (body.applyId !== undefined && (!draft || draft.kind !== kind))
        return fail(CUSTODIAN_MSG.gone)
      if (draft && draft.status !== 'draft') return fail(ACCOUNT_OPEN_MSG.submitted)
      const fund = fundsOf(org.orgId).find((f) => f.fundCode === body.fundCode)
      const contactName = text(body.contactName)
      const remark = text(body.remark)
      const busy = db.state.accountOpenApplications.some(
        (r) =>
          r !== draft &&
          r.orgId === org.orgId &&
          r.kind === kind &&
          r.fundCode === fund?.fundCode &&
          (r.status === 'draft' || r.status === 'auditing'),
      )
      const problem = firstProblem([
        [!fund, CUSTODIAN_MSG.fund],
        [Boolean(draft && draft.fundCode !== fund?.fundCode), ACCOUNT_OPEN_MSG.otherFund],
        [busy, ACCOUNT_OPEN_MSG.busy(kind)],
        [
          !ACCOUNT_OPEN_INSTITUTIONS[kind].includes(text(body.institution)),
          ACCOUNT_OPEN_MSG.institution,
        ],
        [badText(contactName, 20, 2), ACCOUNT_OPEN_MSG.contact],
        [!isMobile(text(body.contactMobile)), ACCOUNT_OPEN_MSG.mobile],
        [badText(remark, 200, 0), ACCOUNT_OPEN_MSG.remark],
      ])
      if (problem || !fund) return fail(problem ?? CUSTODIAN_MSG.fund)
      const documents = documentsOf(body.documentIds, user.userId, draft)
      if (typeof documents === 'string') return fail(documents)
      documents.forEach((d) => {
        const upload = db.state.custodianUploads[d.fileId]
        if (upload) upload.used = true
      })
      const now = beijingNow()
      const fields = {
        institution: text(body.institution),
        contactName,
        contactMobile: text(body.contactMobile),
        documents,
        remark,
        status: 'auditing' as const,
        submittedAt: now,
      }
      if (draft) {
        Object.assign(draft, fields)
        closePending(draft.applyId, '已提交')
        return ok(detailOf(draft))
      }
      const record: AccountOpenRecord = {
        applyId: `KH${kind.slice(0, 2).toUpperCase()}${fund.fundCode}${Date.now().toString(36).toUpperCase()}`,
        orgId: org.orgId,
        kind,
        fundCode: fund.fundCode,
        fundName: fund.fundName,
        createdAt: now,
        createdBy: contactName,
        ...fields,
      }
      db.state.accountOpenApplications.push(record)
      return ok(detailOf(record))
    }),
  ),
]
