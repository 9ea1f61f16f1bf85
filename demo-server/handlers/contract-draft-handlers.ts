import { http } from 'msw'
import {
  CONTRACT_CUSTODIAN,
  DRAFT_STATUS_LABEL,
  DRAFT_STEPS,
  type ContractElements,
  type ContractFees,
  type ContractParties,
  type DraftDetail,
  type DraftSave,
  type DraftStatus,
} from '@contract/api/contract-manage'
import type { PagedList } from '@contract/api/paged-list'
import { db } from '../db/db'
import type { ContractRecord, DraftRecord, OrgRecord } from '../db/types'
import { contractNo, contractPendingTitles } from '../db/seed-contracts'
import { checkContent } from './contract-checks'
import {
  CONTRACT_MSG,
  draftTemplateOf,
  fundNameTaken,
  now,
  retitlePending,
} from './contract-common'
import { bodyOf, searchOf } from './custodian-common'
import { api, fail, ok, withAuth } from './http'
import { pageOfRows, readList, sortRows } from './list-query'
import { closePending, openPending } from './pending'

/*
 * 合同起草 (docs/api.md "合同管理"): the organisation's drafts, one with all it holds, 保存草稿
 * at any step (checked as far as it is filled in; a new draft holds a T00042 pending item),
 * 提交 (checked in full: it becomes a contract 托管复核中 in 合同查询 and its item closes) and
 * 删除 of a draft not yet submitted.
 */

const STATUSES = Object.keys(DRAFT_STATUS_LABEL) as DraftStatus[]

const findMine = (orgId: string, id: unknown) =>
  db.state.contractDrafts.find((d) => d.orgId === orgId && d.draftId === id)

function detailOf(d: DraftRecord, org: OrgRecord): DraftDetail {
  const { orgId: _o, ...draft } = d
  return { ...draft, managerName: org.orgName, custodianName: CONTRACT_CUSTODIAN }
}

/** CG + the day + a number above any of that day's (the seeds' are under 100). */
const newDraftId = (at: string) => {
  const prefix = `CG${at.slice(0, 10).replace(/-/g, '')}`
  const taken = db.state.contractDrafts
    .filter((d) => d.draftId.startsWith(prefix))
    .map((d) => Number(d.draftId.slice(prefix.length)) || 0)
  return `${prefix}${Math.max(100, ...taken) + 1}`
}

type Checked = { draft: DraftRecord } | { problem: string }

/** The body as a draft of the organisation (a new one unsaved), or why it is refused. */
async function draftOf(
  request: Request,
  org: OrgRecord,
  user: string,
  complete: boolean,
): Promise<Checked> {
  const body = await bodyOf<DraftSave>(request)
  if (!body) return { problem: CONTRACT_MSG.badBody }
  const existing = body.draftId === undefined ? undefined : findMine(org.orgId, body.draftId)
  if (body.draftId !== undefined && !existing) return { problem: CONTRACT_MSG.gone }
  if (existing && existing.status !== 'draft') return { problem: CONTRACT_MSG.draftDone }
  const template = draftTemplateOf(body.templateCode)
  if (!template) return { problem: CONTRACT_MSG.template }
  const step = body.step
  if (
    typeof step !== 'number' ||
    !Number.isInteger(step) ||
    step < 0 ||
    step >= DRAFT_STEPS.length
  ) {
    return { problem: CONTRACT_MSG.step }
  }
  const raw = body as Record<string, unknown>
  const elements = { ...(raw.elements as object), fundType: template.fundType }
  const checked = checkContent({ ...raw, elements }, complete)
  if ('problem' in checked) return checked
  const at = now()
  const { elements: e = {}, fees = {}, parties = {} } = checked.content
  const draft: DraftRecord = {
    ...(existing ?? {
      draftId: newDraftId(at),
      orgId: org.orgId,
      status: 'draft',
      createdBy: user,
      createdAt: at,
    }),
    fundName: e.fundName ?? '',
    templateCode: template.fileCode,
    templateName: template.name,
    step,
    updatedAt: at,
    elements: e,
    fees,
    parties,
  }
  return { draft }
}

/** Keeps a saved draft (a new one is added and holds a pending item). */
function store(draft: DraftRecord) {
  const i = db.state.contractDrafts.findIndex((d) => d.draftId === draft.draftId)
  if (i >= 0) {
    db.state.contractDrafts[i] = draft
    retitlePending(draft.draftId, contractPendingTitles.draft(draft.fundName))
  } else {
    db.state.contractDrafts.push(draft)
    openPending({
      id: draft.draftId,
      todoKey: 'T00042',
      orgId: draft.orgId,
      title: contractPendingTitles.draft(draft.fundName),
    })
  }
}

function contractOf(d: DraftRecord, org: OrgRecord, at: string): ContractRecord {
  const n = db.state.contracts.length + 1
  return {
    contractId: contractNo(at, n),
    orgId: org.orgId,
    fundName: d.fundName,
    fundType: (d.elements as ContractElements).fundType,
    templateCode: d.templateCode,
    templateName: d.templateName,
    status: 'review',
    elements: d.elements as ContractElements,
    fees: d.fees as ContractFees,
    parties: {
      ...(d.parties as ContractParties),
      managerName: org.orgName,
      custodianName: CONTRACT_CUSTODIAN,
    },
    createdBy: d.createdBy,
    submittedAt: at,
    updatedAt: at,
  }
}

export const contractDraftHandlers = [
  http.post(
    api('/rest/contract/queryDrafts'),
    withAuth(({ request }, { org }) => {
      const params = new URL(request.url).searchParams
      const query = readList(params, (p) => ({
        fundName: p.text('fundName'),
        status: p.oneOf('status', STATUSES, CONTRACT_MSG.status),
        sort: p.sort(['updatedAt']),
      }))
      if (typeof query === 'string') return fail(query)
      const rows = db.state.contractDrafts.filter(
        (d) =>
          d.orgId === org.orgId &&
          (!query.fundName || d.fundName.includes(query.fundName)) &&
          (!query.status || d.status === query.status),
      )
      const sorted = sortRows(rows, (d) => d.updatedAt, query.sort?.desc ?? true)
      const page = pageOfRows(params, sorted)
      if (typeof page === 'string') return fail(page)
      return ok<PagedList<DraftDetail>>({ ...page, list: page.list.map((d) => detailOf(d, org)) })
    }),
  ),

  http.post(
    api('/rest/contract/draftDetail'),
    withAuth(({ request }, { org }) => {
      const draft = findMine(org.orgId, searchOf(request)('draftId'))
      return draft ? ok(detailOf(draft, org)) : fail(CONTRACT_MSG.gone)
    }),
  ),

  http.post(
    api('/rest/contract/saveDraft'),
    withAuth(async ({ request }, { org, user }) => {
      const checked = await draftOf(request, org, user.realName, false)
      if ('problem' in checked) return fail(checked.problem)
      store(checked.draft)
      return ok(detailOf(checked.draft, org))
    }),
  ),

  http.post(
    api('/rest/contract/submitDraft'),
    withAuth(async ({ request }, { org, user }) => {
      const checked = await draftOf(request, org, user.realName, true)
      if ('problem' in checked) return fail(checked.problem)
      const { draft } = checked
      if (fundNameTaken(org.orgId, draft.fundName)) return fail(CONTRACT_MSG.fundNameTaken)
      const contract = contractOf(draft, org, draft.updatedAt)
      db.state.contracts.push(contract)
      store({
        ...draft,
        status: 'submitted',
        step: DRAFT_STEPS.length - 1,
        contractId: contract.contractId,
      })
      closePending(draft.draftId, '已提交')
      return ok({ draftId: draft.draftId, contractId: contract.contractId })
    }),
  ),

  http.post(
    api('/rest/contract/deleteDraft'),
    withAuth(({ request }, { org }) => {
      const draft = findMine(org.orgId, searchOf(request)('draftId'))
      if (!draft) return fail(CONTRACT_MSG.gone)
      if (draft.status !== 'draft') return fail(CONTRACT_MSG.draftDone)
      db.state.contractDrafts = db.state.contractDrafts.filter((d) => d !== draft)
      closePending(draft.draftId, '已删除')
      return ok(null)
    }),
  ),
]
