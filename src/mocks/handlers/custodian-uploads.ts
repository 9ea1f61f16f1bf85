import {
  CUSTODIAN_UPLOAD_MAX_BYTES,
  CUSTODIAN_UPLOAD_TYPES,
  type AccountOpenKind,
} from '@/types/api/custodian'
import { db } from '../db/db'
import type { CustodianUploadRecord } from '../db/types'

/**
 * 账户开立's documents: PDF, JPG or PNG up to 10 MB whose first bytes match the extension (a
 * server cannot trust a file name). Kept as metadata only, the last 200.
 */

export const UPLOAD_MSG = {
  noFile: '请选择要上传的文件',
  badType: '仅支持 PDF、JPG、PNG 格式的文件',
  empty: '文件为空，请重新选择',
  tooLarge: '文件大小不能超过10MB',
  badContent: (label: string) => `文件内容不是有效的${label}文件，请检查后重新上传`,
} as const

const KEEP = 200
const SIGNATURES: Record<string, { label: string; bytes: number[] }> = {
  pdf: { label: 'PDF', bytes: [0x25, 0x50, 0x44, 0x46] },
  png: { label: 'PNG', bytes: [0x89, 0x50, 0x4e, 0x47] },
  jpg: { label: 'JPG', bytes: [0xff, 0xd8, 0xff] },
  jpeg: { label: 'JPG', bytes: [0xff, 0xd8, 0xff] },
}

let received = 0

export async function receiveCustodianUpload(
  form: FormData,
  userId: string,
  orgId: string,
): Promise<CustodianUploadRecord | string> {
  const file = form.get('file')
  if (file === null || typeof file === 'string') return UPLOAD_MSG.noFile
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  const signature = SIGNATURES[extension]
  if (!signature || !(CUSTODIAN_UPLOAD_TYPES as readonly string[]).includes(extension)) {
    return UPLOAD_MSG.badType
  }
  if (file.size === 0) return UPLOAD_MSG.empty
  if (file.size > CUSTODIAN_UPLOAD_MAX_BYTES) return UPLOAD_MSG.tooLarge
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer())
  if (signature.bytes.some((byte, i) => head[i] !== byte)) {
    return UPLOAD_MSG.badContent(signature.label)
  }
  received += 1
  const record: CustodianUploadRecord = {
    fileId: `CU${Date.now().toString(36).toUpperCase()}${received}`,
    fileName: file.name,
    size: file.size,
    userId,
    orgId,
    uploadedAt: Date.now(),
    used: false,
  }
  const kept = Object.entries(db.state.custodianUploads).slice(-(KEEP - 1))
  db.state.custodianUploads = Object.fromEntries([...kept, [record.fileId, record]])
  return record
}

/** A fresh upload of this user that no application uses yet. */
export function unusedUpload(fileId: string, userId: string) {
  const upload = Object.hasOwn(db.state.custodianUploads, fileId)
    ? db.state.custodianUploads[fileId]
    : undefined
  return upload && upload.userId === userId && !upload.used ? upload : undefined
}

export const KIND_NAMES: Readonly<Record<AccountOpenKind, string>> = {
  custody: '托管户',
  raising: '募集户',
  securities: '证券期货户',
}
