import { formatBeijing } from '@contract/beijing-time'
import { http } from 'msw'
import {
  SIGN_DOC_TYPES,
  SIGN_SOURCES,
  type SignConfirm,
  type SignDocType,
  type SignDocument,
  type SignSource,
} from '@contract/api/e-signature'
import { db } from '../db/db'
import type { AuthContext } from './http'
import { bodyOf } from './custodian-common'
import { checkSignCode, codeSentAt, sendSignCode } from './e-sign-codes'
import {
  docView,
  ESIGN_MSG,
  findDoc,
  findSeal,
  pagesView,
  recordView,
  sealView,
} from './e-sign-common'
import { eSignRecordHandlers } from './e-sign-records'
import { eSignSealHandlers } from './e-sign-seals'
import { api, fail, ok, withAuth } from './http'
import { pageOfRows, readList, sortRows } from './list-query'
import { closePending } from './pending'

/*
 * 待签署 (docs/api.md "电子签约"): the organisation's documents awaiting its seal, each one's
 * pages, the seals this user may sign with, the SMS code, and 确认签署 — which checks the seal
 * (启用, and this user authorised), where it was placed and the code, then records the
 * signature and closes the document's pending item (T00034 or T00058). A user whose 待签署
 * menu is locked may use none of it.
 */

const TYPES = Object.keys(SIGN_DOC_TYPES) as SignDocType[]
const SOURCES = Object.keys(SIGN_SOURCES) as SignSource[]
const param = (request: Request, key: string) => new URL(request.url).searchParams.get(key)

const maskMobile = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`

/** The seals this user may sign with: 启用, and the user authorised. */
const usableSeals = ({ org, user }: AuthContext) =>
  db.state.seals.filter(
    (s) => s.orgId === org.orgId && s.status === 'enabled' && s.userIds.includes(user.userId),
  )

const isPercent = (n: unknown) => typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 100

/** Why this seal may not sign for this user, if it may not. */
function sealProblem(body: Partial<SignConfirm>, auth: AuthContext) {
  if (typeof body.sealId !== 'string' || !body.sealId) return ESIGN_MSG.noSeal
  const seal = findSeal(auth.org.orgId, body.sealId)
  if (!seal) return ESIGN_MSG.sealGone
  if (seal.status === 'disabled') return ESIGN_MSG.sealDisabled
  if (seal.status === 'pending') return ESIGN_MSG.sealPending
  if (!seal.userIds.includes(auth.user.userId)) return ESIGN_MSG.sealNotAuthorised
  return undefined
}

function placementProblem(body: Partial<SignConfirm>, pages: number) {
  const { page, x, y } = body
  if (page === undefined && x === undefined && y === undefined) return ESIGN_MSG.noPlacement
  const pageOk = typeof page === 'number' && Number.isInteger(page) && page >= 1 && page <= pages
  return pageOk && isPercent(x) && isPercent(y) ? undefined : ESIGN_MSG.badPlacement
}

export const eSignHandlers = [
  http.post(
    api('/rest/esign/queryPendingDocs'),
    withAuth(({ request }, auth) => {
      const params = new URL(request.url).searchParams
      const query = readList(params, (p) => ({
        keyword: p.text('keyword'),
        docType: p.oneOf('docType', TYPES, ESIGN_MSG.docType),
        source: p.oneOf('source', SOURCES, ESIGN_MSG.source),
        sort: p.sort(['initiatedAt', 'deadline']),
      }))
      if (typeof query === 'string') return fail(query)
      const words = query.keyword?.toLowerCase()
      const rows = db.state.signDocs
        .filter((d) => d.orgId === auth.org.orgId && d.status === 'pending')
        .map(docView)
        .filter(
          (d) =>
            (!words || `${d.title}${d.fundCode}${d.docNo}`.toLowerCase().includes(words)) &&
            (!query.docType || d.docType === query.docType) &&
            (!query.source || d.source === query.source),
        )
      const sort = query.sort ?? { field: 'deadline', desc: false }
      const sorted = sortRows(rows, (d) => d[sort.field as 'deadline' | 'initiatedAt'], sort.desc)
      const page = pageOfRows<SignDocument>(params, sorted)
      return typeof page === 'string' ? fail(page) : ok(page)
    }),
  ),

  http.post(
    api('/rest/esign/docPages'),
    withAuth(({ request }, auth) => {
      const doc = findDoc(auth.org.orgId, param(request, 'docId'))
      return doc ? ok(pagesView(doc)) : fail(ESIGN_MSG.gone)
    }),
  ),

  http.post(
    api('/rest/esign/querySignSeals'),
    withAuth((_, auth) => ok(usableSeals(auth).map(sealView))),
  ),

  http.post(
    api('/rest/esign/sendSignCode'),
    withAuth(({ request }, auth) => {
      const doc = findDoc(auth.org.orgId, param(request, 'docId'))
      if (!doc) return fail(ESIGN_MSG.gone)
      if (doc.status !== 'pending') return fail(ESIGN_MSG.signed)
      const sent = sendSignCode(auth.user.userId, doc.docId)
      if ('error' in sent) return fail(sent.error)
      return ok({ mobile: maskMobile(auth.user.mobile), demoCode: sent.code })
    }),
  ),

  http.post(
    api('/rest/esign/confirmSign'),
    withAuth(async ({ request }, auth) => {
      const body = await bodyOf<SignConfirm>(request)
      if (!body) return fail(ESIGN_MSG.badBody)
      const doc = findDoc(auth.org.orgId, body.docId)
      if (!doc) return fail(ESIGN_MSG.gone)
      if (doc.status !== 'pending') return fail(ESIGN_MSG.signed)
      const problem = sealProblem(body, auth) ?? placementProblem(body, doc.pages)
      if (problem) return fail(problem)
      if (typeof body.smsCode !== 'string' || !body.smsCode.trim()) return fail(ESIGN_MSG.noCode)
      const sentAt = codeSentAt(auth.user.userId, doc.docId)
      const refused = checkSignCode(auth.user.userId, doc.docId, body.smsCode.trim())
      if (refused) return fail(refused)
      const now = Date.now()
      doc.status = 'signed'
      doc.signed = {
        signerId: auth.user.userId,
        signer: auth.user.realName,
        signerMobile: maskMobile(auth.user.mobile),
        sealId: body.sealId as string,
        page: body.page as number,
        x: Math.round((body.x as number) * 10) / 10,
        y: Math.round((body.y as number) * 10) / 10,
        codeSentAt: formatBeijing(sentAt ?? now),
        signedAt: formatBeijing(now),
      }
      closePending(doc.docId, '已签署')
      return ok(recordView(doc))
    }),
  ),

  ...eSignRecordHandlers,
  ...eSignSealHandlers,
]
