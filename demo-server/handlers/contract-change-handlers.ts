import { http, HttpResponse } from 'msw'
import {
  CHANGE_LIMITS,
  CHANGE_STATUS_LABEL,
  CHANGE_TYPES,
  type ChangeSave,
  type ChangeStatus,
  type ChangeType,
  type ContractChange,
} from '@contract/api/contract-manage'
import type { PagedList } from '@contract/api/paged-list'
import { db } from '../db/db'
import { contractPendingTitles } from '../db/seed-contracts'
import type { ChangeRecord } from '../db/types'
import { DOCX_TYPE, writeDocx } from '../docx/docx-writer'
import { changeDetail, receiveChangeUpload, usableDocuments } from './contract-change-records'
import { CONTRACT_MSG, now } from './contract-common'
import { bodyOf, searchOf } from './custodian-common'
import { api, fail, ok, withAuth } from './http'
import { pageOfRows, readList, sortRows, withinDays } from './list-query'
import { pdfFile } from './pdf-file'
import { closePending, openPending } from './pending'
import { badText, text } from './registration-checks'

/*
 * 合同变更 (docs/api.md "合同管理"): the organisation's change requests, one with its timeline,
 * their documents (upload and download), and saving one: 待提交 (holding a T00043 pending item)
 * or sent to 托管审核; an 已退回 one is corrected and sent again.
 */

export const CHANGE_MSG = {
  contract: '请选择已生效的合同',
  type: '请选择变更类型',
  content: `请填写变更内容（不超过${CHANGE_LIMITS.content}个字符）`,
  reason: `请填写变更原因（不超过${CHANGE_LIMITS.reason}个字符）`,
  documents: '请上传变更材料',
  tooMany: `变更材料最多 ${CHANGE_LIMITS.documents} 个`,
  document: '变更材料不存在或已失效，请重新上传',
  busy: '该合同已有办理中的同类变更申请',
  submitted: '该申请已提交，请刷新后查看',
  resubmit: '已退回的申请请修改后重新提交',
} as const

const STATUSES = Object.keys(CHANGE_STATUS_LABEL) as ChangeStatus[]
const TYPES = Object.keys(CHANGE_TYPES) as ChangeType[]

const findMine = (orgId: string, id: unknown) =>
  db.state.contractChanges.find((c) => c.orgId === orgId && c.changeId === id)

const view = ({ orgId: _o, history: _h, ...change }: ChangeRecord): ContractChange => change

const newChangeId = (at: string) => {
  const prefix = `BG${at.slice(0, 10).replace(/-/g, '')}`
  const taken = db.state.contractChanges
    .filter((c) => c.changeId.startsWith(prefix))
    .map((c) => Number(c.changeId.slice(prefix.length)) || 0)
  return `${prefix}${Math.max(100, ...taken) + 1}`
}

/** The saved request, or why it is refused. */
async function save(request: Request, orgId: string, actor: string) {
  const body = await bodyOf<ChangeSave>(request)
  if (!body) return CONTRACT_MSG.badBody
  const existing = body.changeId === undefined ? undefined : findMine(orgId, body.changeId)
  if (body.changeId !== undefined && !existing) return CONTRACT_MSG.gone
  if (existing && (existing.status === 'review' || existing.status === 'effective')) {
    return CHANGE_MSG.submitted
  }
  const submit = body.submit === true
  if (existing?.status === 'returned' && !submit) return CHANGE_MSG.resubmit
  const contract = db.state.contracts.find(
    (c) => c.orgId === orgId && c.contractId === body.contractId && c.status === 'effective',
  )
  if (!contract || (existing && existing.contractId !== contract.contractId))
    return CHANGE_MSG.contract
  const changeType = body.changeType
  if (!changeType || !TYPES.includes(changeType)) return CHANGE_MSG.type
  const content = text(body.content)
  const reason = text(body.reason)
  if (badText(content, CHANGE_LIMITS.content)) return CHANGE_MSG.content
  if (badText(reason, CHANGE_LIMITS.reason)) return CHANGE_MSG.reason
  const ids = Array.isArray(body.documentIds) ? body.documentIds : []
  if (submit && ids.length === 0) return CHANGE_MSG.documents
  if (ids.length > CHANGE_LIMITS.documents) return CHANGE_MSG.tooMany
  const documents = usableDocuments(ids, existing?.documents ?? [], orgId)
  if (!documents) return CHANGE_MSG.document
  const busy = db.state.contractChanges.some(
    (c) =>
      c !== existing &&
      c.orgId === orgId &&
      c.contractId === contract.contractId &&
      c.changeType === changeType &&
      c.status !== 'effective',
  )
  if (busy) return CHANGE_MSG.busy
  const at = now()
  const record: ChangeRecord = existing ?? {
    changeId: newChangeId(at),
    orgId,
    contractId: contract.contractId,
    fundName: contract.fundName,
    changeType,
    content,
    reason,
    documents,
    status: 'draft',
    createdBy: actor,
    createdAt: at,
    history: [{ title: '创建申请', state: 'done', at, actor }],
  }
  const resubmitted = existing?.status === 'returned'
  Object.assign(record, { changeType, content, reason, documents })
  if (!existing) db.state.contractChanges.push(record)
  if (submit) {
    record.history.push({ title: resubmitted ? '重新提交' : '提交申请', state: 'done', at, actor })
    Object.assign(record, { status: 'review', submittedAt: at, returnReason: undefined })
    closePending(record.changeId, '已提交')
  } else if (!existing) {
    openPending({
      id: record.changeId,
      todoKey: 'T00043',
      orgId,
      title: contractPendingTitles.change(record.fundName, changeType),
    })
  }
  return record
}

export const contractChangeHandlers = [
  http.post(
    api('/rest/contract/queryChanges'),
    withAuth(({ request }, { org }) => {
      const params = new URL(request.url).searchParams
      const query = readList(params, (p) => ({
        fund: p.text('fund'),
        changeType: p.oneOf('changeType', TYPES, CHANGE_MSG.type),
        status: p.oneOf('status', STATUSES, CONTRACT_MSG.status),
        created: p.range('beginDate', 'endDate'),
        sort: p.sort(['createdAt']),
      }))
      if (typeof query === 'string') return fail(query)
      const rows = db.state.contractChanges.filter(
        (c) =>
          c.orgId === org.orgId &&
          (!query.fund || c.fundName.includes(query.fund) || c.contractId.includes(query.fund)) &&
          (!query.changeType || c.changeType === query.changeType) &&
          (!query.status || c.status === query.status) &&
          withinDays(c.createdAt, query.created),
      )
      const sorted = sortRows(rows, (c) => c.createdAt, query.sort?.desc ?? true)
      const page = pageOfRows(params, sorted)
      if (typeof page === 'string') return fail(page)
      return ok<PagedList<ContractChange>>({ ...page, list: page.list.map(view) })
    }),
  ),

  http.post(
    api('/rest/contract/changeDetail'),
    withAuth(({ request }, { org }) => {
      const change = findMine(org.orgId, searchOf(request)('changeId'))
      return change ? ok(changeDetail(change)) : fail(CONTRACT_MSG.gone)
    }),
  ),

  http.post(
    api('/rest/contract/saveChange'),
    withAuth(async ({ request }, { org, user }) => {
      const saved = await save(request, org.orgId, user.realName)
      return typeof saved === 'string' ? fail(saved) : ok(changeDetail(saved))
    }),
  ),

  http.post(
    api('/rest/contract/upload'),
    withAuth(async ({ request }, { org, user }) => {
      const form = await request.formData().catch(() => undefined)
      const record = form
        ? await receiveChangeUpload(form, user.userId, org.orgId)
        : CHANGE_MSG.documents
      if (typeof record === 'string') return fail(record)
      return ok({ fileId: record.fileId, fileName: record.fileName, size: record.size })
    }),
  ),

  // The file's content is not kept: a stand-in of its type, named as it was uploaded.
  http.get(
    api('/rest/contract/changeFile'),
    withAuth(({ request }, { org }) => {
      const get = searchOf(request)
      const change = findMine(org.orgId, get('changeId'))
      const doc = change?.documents.find((d) => d.fileId === get('fileId'))
      if (!change || !doc) return fail(CONTRACT_MSG.gone, 404)
      const word = /\.docx$/i.test(doc.fileName)
      const lines = [`${change.fundName} ${CHANGE_TYPES[change.changeType]}`, change.content]
      const bytes = word
        ? writeDocx(
            doc.fileName,
            lines.map((t) => ({ kind: 'paragraph' as const, text: t })),
          )
        : pdfFile(doc.fileName, lines)
      return new HttpResponse(bytes, {
        headers: {
          'Content-Type': word ? DOCX_TYPE : 'application/pdf',
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(doc.fileName)}`,
        },
      })
    }),
  ),
]
