import {
  CHANGE_DOC_MAX_BYTES,
  CHANGE_DOC_TYPES,
  type ChangeDetail,
} from '@contract/api/contract-manage'
import type { TimelineStep } from '@contract/api/timeline'
import type { UploadedFile } from '@contract/api/upload'
import { db } from '../db/db'
import type { ChangeRecord, ContractUploadRecord } from '../db/types'
import { checkedFile, FILE_MSG, keptWith, newFileId } from './upload-checks'

/*
 * A change request's timeline (what happened, then what is still ahead) and its documents:
 * PDF or Word up to 20 MB whose first bytes match, kept as metadata only.
 */

export const CHANGE_UPLOAD_MSG = {
  ...FILE_MSG,
  badType: '仅支持 PDF、DOCX 格式的文件',
  tooLarge: '文件大小不能超过20MB',
} as const

const AHEAD: Readonly<Record<ChangeRecord['status'], TimelineStep[]>> = {
  draft: [
    { title: '提交申请', state: 'current' },
    { title: '托管审核', state: 'todo' },
    { title: '变更生效', state: 'todo' },
  ],
  review: [
    { title: '托管审核', state: 'current' },
    { title: '变更生效', state: 'todo' },
  ],
  returned: [
    { title: '修改后重新提交', state: 'current' },
    { title: '托管审核', state: 'todo' },
    { title: '变更生效', state: 'todo' },
  ],
  effective: [],
}

export function changeDetail(r: ChangeRecord): ChangeDetail {
  const { orgId: _o, history, ...change } = r
  return { ...change, steps: [...history, ...AHEAD[r.status]] }
}

export async function receiveChangeUpload(
  form: FormData,
  userId: string,
  orgId: string,
): Promise<ContractUploadRecord | string> {
  const file = await checkedFile(form, {
    types: CHANGE_DOC_TYPES,
    maxBytes: CHANGE_DOC_MAX_BYTES,
    ...CHANGE_UPLOAD_MSG,
  })
  if (typeof file === 'string') return file
  const record: ContractUploadRecord = {
    fileId: newFileId('CF'),
    fileName: file.name,
    size: file.size,
    userId,
    orgId,
    uploadedAt: Date.now(),
  }
  db.state.contractUploads = keptWith(db.state.contractUploads, record)
  return record
}

/**
 * The documents for these ids: the request's own, or uploads of the organisation that no
 * request uses yet; undefined when one is neither.
 */
export function usableDocuments(
  ids: readonly unknown[],
  own: readonly UploadedFile[],
  orgId: string,
): UploadedFile[] | undefined {
  const used = new Set(db.state.contractChanges.flatMap((c) => c.documents.map((d) => d.fileId)))
  const docs: UploadedFile[] = []
  for (const id of new Set(ids)) {
    const mine = own.find((d) => d.fileId === id)
    const upload =
      typeof id === 'string' && Object.hasOwn(db.state.contractUploads, id)
        ? db.state.contractUploads[id]
        : undefined
    if (mine) docs.push(mine)
    else if (upload && upload.orgId === orgId && !used.has(upload.fileId)) {
      docs.push({ fileId: upload.fileId, fileName: upload.fileName, size: upload.size })
    } else return undefined
  }
  return docs
}
