import {
  CUSTODIAN_UPLOAD_MAX_BYTES,
  CUSTODIAN_UPLOAD_TYPES,
  type AccountOpenKind,
} from '@contract/api/custodian'
import { db } from '../db/db'
import type { CustodianUploadRecord } from '../db/types'
import { checkedFile, FILE_MSG, keptWith, newFileId } from './upload-checks'

/**
 * 账户开立's documents: PDF, JPG or PNG up to 10 MB whose first bytes match the extension (a
 * server cannot trust a file name). Kept as metadata only, the last 200.
 */

export const UPLOAD_MSG = {
  ...FILE_MSG,
  badType: '仅支持 PDF、JPG、PNG 格式的文件',
  tooLarge: '文件大小不能超过10MB',
} as const

export async function receiveCustodianUpload(
  form: FormData,
  userId: string,
  orgId: string,
): Promise<CustodianUploadRecord | string> {
  const file = await checkedFile(form, {
    types: CUSTODIAN_UPLOAD_TYPES,
    maxBytes: CUSTODIAN_UPLOAD_MAX_BYTES,
    ...UPLOAD_MSG,
  })
  if (typeof file === 'string') return file
  const record: CustodianUploadRecord = {
    fileId: newFileId('CU'),
    fileName: file.name,
    size: file.size,
    userId,
    orgId,
    uploadedAt: Date.now(),
    used: false,
  }
  db.state.custodianUploads = keptWith(db.state.custodianUploads, record)
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
