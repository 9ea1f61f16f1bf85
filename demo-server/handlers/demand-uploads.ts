import { DEMAND_ATTACHMENT_MAX_BYTES, DEMAND_ATTACHMENT_TYPES } from '@contract/api/demand'
import { db } from '../db/db'
import type { DemandUploadRecord } from '../db/types'
import { checkedFile, FILE_MSG, keptWith, newFileId } from './upload-checks'

/**
 * Receiving a suggestion's attachment: PDF, Word, Excel, PNG or JPG up to 10 MB, whose first
 * bytes match its extension (a server cannot trust a file name). Kept as metadata only.
 */

export const DEMAND_UPLOAD_MSG = {
  ...FILE_MSG,
  badType: '仅支持 PDF、DOC、DOCX、XLS、XLSX、PNG、JPG 格式的文件',
  tooLarge: '文件大小不能超过10MB',
} as const

export async function receiveDemandUpload(
  form: FormData,
  userId: string,
): Promise<DemandUploadRecord | string> {
  const file = await checkedFile(form, {
    types: DEMAND_ATTACHMENT_TYPES,
    maxBytes: DEMAND_ATTACHMENT_MAX_BYTES,
    ...DEMAND_UPLOAD_MSG,
  })
  if (typeof file === 'string') return file
  const record: DemandUploadRecord = {
    fileId: newFileId('DMU'),
    fileName: file.name,
    size: file.size,
    userId,
    uploadedAt: Date.now(),
    used: false,
  }
  db.state.demandUploads = keptWith(db.state.demandUploads, record)
  return record
}
