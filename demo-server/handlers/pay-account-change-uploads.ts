import { PAY_CHANGE_LIMITS } from '@contract/api/pay-account-change'
import { db } from '../db/db'
import type { PayChangeUploadRecord } from '../db/types'
import { checkedFile, FILE_MSG, keptWith, newFileId } from './upload-checks'

/**
 * Receiving a 付款账户变更 proof: PDF, JPG or PNG up to 10 MB, whose first bytes match its
 * extension (a server cannot trust a file name). Kept as metadata only, the last 200.
 */

export const PAY_UPLOAD_MSG = {
  ...FILE_MSG,
  badType: '仅支持 PDF、JPG、PNG 格式的文件',
  tooLarge: '文件大小不能超过10MB',
} as const

export async function receivePayProof(
  form: FormData,
  userId: string,
): Promise<PayChangeUploadRecord | string> {
  const file = await checkedFile(form, {
    types: PAY_CHANGE_LIMITS.proofTypes,
    maxBytes: PAY_CHANGE_LIMITS.proofMaxBytes,
    ...PAY_UPLOAD_MSG,
  })
  if (typeof file === 'string') return file
  const record: PayChangeUploadRecord = {
    fileId: newFileId('PAU'),
    fileName: file.name,
    size: file.size,
    userId,
    uploadedAt: Date.now(),
    used: false,
  }
  db.state.payAccountUploads = keptWith(db.state.payAccountUploads, record)
  return record
}
