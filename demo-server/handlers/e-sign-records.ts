import { http, HttpResponse } from 'msw'
import {
  SIGN_DOC_TYPES,
  SIGN_SOURCES,
  type SignDocType,
  type SignRecord,
  type SignRecordDetail,
} from '@contract/api/e-signature'
import { db } from '../db/db'
import { docPagesOf } from '../db/e-sign-text'
import type { SignDocRecord } from '../db/types'
import { ESIGN_MSG, faceOf, findDoc, orgNameOf, recordView } from './e-sign-common'
import { signedPdf } from './e-sign-pdf'
import { registerExportSource } from './export-registry'
import { api, fail, ok, withAuth } from './http'
import { pageOfRows, readList, sortRows, withinDays, type ListParams } from './list-query'

/*
 * 签署记录 (docs/api.md "电子签约"): the organisation's signed documents, newest first, with
 * who signed, which seal and where; one record's steps; the signed PDF with the seal on the
 * page where it was placed; and the list as an export.
 */

const TYPES = Object.keys(SIGN_DOC_TYPES) as SignDocType[]
/** The records of a query, or the message refusing it. */
function recordsOf(orgId: string, params: ListParams): SignRecord[] | string {
  const query = readList(params, (p) => ({
    keyword: p.text('keyword'),
    signer: p.text('signer'),
    docType: p.oneOf('docType', TYPES, ESIGN_MSG.docType),
    signed: p.range('beginDate', 'endDate'),
    sort: p.sort(['signedAt']),
  }))
  if (typeof query === 'string') return query
  const words = query.keyword?.toLowerCase()
  const rows = db.state.signDocs
    .filter((d) => d.orgId === orgId && d.status === 'signed')
    .flatMap((d) => recordView(d) ?? [])
    .filter(
      (r) =>
        (!words || `${r.title}${r.fundCode}${r.docNo}`.toLowerCase().includes(words)) &&
        (!query.signer || r.signer.includes(query.signer)) &&
        (!query.docType || r.docType === query.docType) &&
        withinDays(r.signedAt, query.signed),
    )
  return sortRows(rows, (r) => r.signedAt, query.sort ? query.sort.desc : true)
}

function detailOf(d: SignDocRecord): SignRecordDetail | undefined {
  const record = recordView(d)
  const seal = db.state.seals.find((s) => s.sealId === d.signed?.sealId)
  if (!record || !d.signed || !seal) return undefined
  const { signer, signerMobile, codeSentAt, signedAt } = d.signed
  return {
    ...record,
    seal: faceOf(seal),
    steps: [
      {
        title: '发起',
        state: 'done',
        at: d.initiatedAt,
        actor: d.initiator,
        reason: SIGN_SOURCES[d.source],
      },
      {
        title: '盖章',
        state: 'done',
        at: codeSentAt,
        actor: signer,
        reason: `${seal.sealName}，第 ${record.page} 页`,
      },
      {
        title: '短信确认',
        state: 'done',
        at: signedAt,
        actor: signer,
        reason: `验证码发送至 ${signerMobile}`,
      },
      { title: '已签署', state: 'done', at: signedAt, actor: signer },
    ],
  }
}

export const signedFileName = (r: SignRecord) => `${r.title}_${r.docNo}_已签署.pdf`

registerExportSource('sign-records', {
  pages: ['electronic-signature/sign-record'],
  label: '电子签约-签署记录',
  headers: ['文件编号', '文件名称', '文件类型', '产品代码', '签署人', '印章', '盖章页', '签署时间'],
  widths: [20, 40, 12, 12, 10, 36, 8, 20],
  rows: (orgId, params) => {
    const rows = recordsOf(orgId, params)
    if (typeof rows === 'string') return undefined
    return rows.map((r) => [
      r.docNo,
      r.title,
      SIGN_DOC_TYPES[r.docType],
      r.fundCode,
      r.signer,
      r.sealName,
      r.page,
      r.signedAt,
    ])
  },
})

export const eSignRecordHandlers = [
  http.post(
    api('/rest/esign/querySignRecords'),
    withAuth(({ request }, auth) => {
      const params = new URL(request.url).searchParams
      const rows = recordsOf(auth.org.orgId, params)
      if (typeof rows === 'string') return fail(rows)
      const page = pageOfRows(params, rows)
      return typeof page === 'string' ? fail(page) : ok(page)
    }),
  ),

  http.post(
    api('/rest/esign/signRecordDetail'),
    withAuth(({ request }, auth) => {
      const doc = findDoc(auth.org.orgId, new URL(request.url).searchParams.get('docId'))
      if (!doc) return fail(ESIGN_MSG.gone)
      const detail = detailOf(doc)
      return detail ? ok(detail) : fail(ESIGN_MSG.notSigned)
    }),
  ),

  http.get(
    api('/rest/esign/signedFile'),
    withAuth(({ request }, auth) => {
      const doc = findDoc(auth.org.orgId, new URL(request.url).searchParams.get('docId'))
      if (!doc) return fail(ESIGN_MSG.gone, 404)
      const detail = detailOf(doc)
      if (!detail || !doc.signed) return fail(ESIGN_MSG.notSigned)
      const orgName = orgNameOf(doc.orgId)
      const pages = docPagesOf(doc.docType, {
        fund: detail.fundName,
        code: doc.fundCode,
        org: orgName,
      })
      const pdf = signedPdf({
        title: detail.title,
        docNo: detail.docNo,
        pages,
        signedDate: detail.signedAt.slice(0, 10),
        stamp: { ...detail.seal, page: detail.page, x: detail.x, y: detail.y },
        footnote: `电子签章：${detail.sealName}\u3000签署人：${detail.signer}\u3000签署时间：${detail.signedAt}`,
      })
      return new HttpResponse(pdf, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(signedFileName(detail))}`,
        },
      })
    }),
  ),
]
