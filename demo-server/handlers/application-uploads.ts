import { http, HttpResponse } from 'msw'
import {
  APPLICATION_DOC_KINDS,
  APPLICATION_DOC_MAX_BYTES,
  APPLICATION_DOCS,
  type ApplicationDocKind,
  type ApplicationDocRef,
  type ApplicationDocument,
} from '@contract/api/application'
import { createsOf, docsOfCreate } from './application-common'
import { db } from '../db/db'
import { seededDoc } from '../db/seed-fund-create'
import type { ApplicationUploadRecord } from '../db/types'
import { writeXlsx, XLSX_TYPE } from '../xlsx/xlsx-writer'
import { api, fail, ok, withAuth } from './http'
import { pdfFile } from './pdf-file'
import { checkedFile, FILE_MSG, keptWith, newFileId } from './upload-checks'

/*
 * Documents of 产品成立 and 产品清算: POST …/application/upload?kind receives one (its type
 * by kind, 1 B–20 MB, first bytes matching the extension: a server cannot trust a name);
 * GET …/application/file/{fileId} gives back one the organisation holds.
 */

export const UPLOAD_MSG = {
  noFile: FILE_MSG.noFile,
  kind: '材料类型有误',
  empty: FILE_MSG.empty,
  tooLarge: '文件大小不能超过20MB',
  badType: (kind: ApplicationDocKind) =>
    `${APPLICATION_DOCS[kind].label}仅支持 ${APPLICATION_DOCS[kind].accept.map((e) => e.toUpperCase()).join('、')} 格式`,
  badContent: (ext: string) => FILE_MSG.badContent(ext.toUpperCase()),
  gone: (label: string) => `${label}文件不存在或已失效，请重新上传`,
  fileGone: '文件不存在或已删除',
} as const

const kindOf = (value: unknown) =>
  APPLICATION_DOC_KINDS.find((k) => k === value) as ApplicationDocKind | undefined

async function receive(form: FormData, kind: ApplicationDocKind, orgId: string) {
  const file = await checkedFile(form, {
    types: APPLICATION_DOCS[kind].accept,
    maxBytes: APPLICATION_DOC_MAX_BYTES,
    badType: UPLOAD_MSG.badType(kind),
    tooLarge: UPLOAD_MSG.tooLarge,
    labelOf: (ext) => ext.toUpperCase(),
    extensionOf: (name) => (name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : ''),
  })
  if (typeof file === 'string') return file
  const record: ApplicationUploadRecord = {
    fileId: newFileId('AD'),
    orgId,
    kind,
    fileName: file.name,
    size: file.size,
    used: false,
  }
  db.state.applicationUploads = keptWith(db.state.applicationUploads, record)
  return record
}

/**
 * The documents a submission names: each an unused upload of the organisation of its kind, or
 * one the application already holds. A string says what is wrong.
 */
export function takeDocs(
  refs: unknown,
  orgId: string,
  held: readonly ApplicationDocument[] = [],
): ApplicationDocument[] | string {
  if (!Array.isArray(refs)) return '请求格式有误'
  const docs: ApplicationDocument[] = []
  for (const ref of refs as Partial<ApplicationDocRef>[]) {
    const kind = kindOf(ref?.kind)
    if (!kind) return UPLOAD_MSG.kind
    const kept = held.find((d) => d.kind === kind && d.fileId === ref.fileId)
    const upload =
      typeof ref.fileId === 'string' ? db.state.applicationUploads[ref.fileId] : undefined
    if (kept) docs.push(kept)
    else if (upload && upload.orgId === orgId && upload.kind === kind && !upload.used) {
      docs.push({ kind, fileId: upload.fileId, fileName: upload.fileName, size: upload.size })
    } else return UPLOAD_MSG.gone(APPLICATION_DOCS[kind].label)
  }
  return docs
}

/** The submission went through: its new uploads may not be used again. */
export const markUsed = (docs: readonly ApplicationDocument[]) =>
  docs.forEach((d) => {
    const upload = db.state.applicationUploads[d.fileId]
    if (upload) upload.used = true
  })

/** A document of the organisation's applications by fileId, with what to title its file. */
function findDoc(orgId: string, fileId: string): [ApplicationDocument, string] | undefined {
  for (const r of createsOf(orgId)) {
    const doc = docsOfCreate(r).find((d) => d.fileId === fileId)
    if (doc) return [doc, r.fundName]
  }
  for (const r of db.state.liquidations) {
    if (r.orgId !== orgId) continue
    const doc = (r.docs ?? [seededDoc(r.id, r.fundName, 'liquidationReport')]).find(
      (d) => d.fileId === fileId,
    )
    if (doc) return [doc, r.fundName]
  }
  const upload = db.state.applicationUploads[fileId]
  return upload?.orgId === orgId ? [upload, ''] : undefined
}

function fileOf(doc: ApplicationDocument, fundName: string) {
  const label = APPLICATION_DOCS[doc.kind].label
  if (doc.fileName.toLowerCase().endsWith('.xlsx')) {
    const rows = Array.from({ length: 12 }, (_, i) => [
      i + 1,
      `投资者${i + 1}`,
      (i + 1) * 1_000_000,
    ])
    return {
      body: writeXlsx({
        sheetName: label,
        headers: ['序号', '投资者名称', '认缴金额（元）'],
        rows,
      }),
      type: XLSX_TYPE,
    }
  }
  const text = `本文件为演示环境生成的${label}示例，对应产品：${fundName || '—'}。`
  return { body: pdfFile(`${fundName}${label}`, [text]), type: 'application/pdf' }
}

export const applicationUploadHandlers = [
  http.post(
    api('/rest/product/application/upload'),
    withAuth(async ({ request }, { org }) => {
      const kind = kindOf(new URL(request.url).searchParams.get('kind'))
      if (!kind) return fail(UPLOAD_MSG.kind)
      const form = await request.formData().catch(() => undefined)
      if (!form) return fail(UPLOAD_MSG.noFile)
      const record = await receive(form, kind, org.orgId)
      if (typeof record === 'string') return fail(record)
      return ok({ fileId: record.fileId, fileName: record.fileName, size: record.size })
    }),
  ),
  http.get(
    api('/rest/product/application/file/:fileId'),
    withAuth(({ params }, { org }) => {
      const found = findDoc(org.orgId, String(params.fileId))
      if (!found) return fail(UPLOAD_MSG.fileGone, 404)
      const [doc, fundName] = found
      const { body, type } = fileOf(doc, fundName)
      return new HttpResponse(body, {
        headers: {
          'Content-Type': type,
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(doc.fileName)}`,
        },
      })
    }),
  ),
]
