import { PAY_CHANGE_LIMITS } from '@/types/api/pay-account-change'
import { db } from '../db/db'
import type { PayChangeUploadRecord } from '../db/types'

/**
 * Receiving a 付款账户变更 proof: PDF, JPG or PNG up to 10 MB, whose first bytes match its
 * extension (a server cannot trust a file name). Kept as metadata only, the last 200.
 */
const KEEP_UPLOADS = 200

const SIGNATURES: Record<string, { label: string; bytes: number[] }> = {
  pdf: { label: 'PDF', bytes: [0x25, 0x50, 0x44, 0x46] },
  png: { label: 'PNG', bytes: [0x89, 0x50, 0x4e, 0x47] },
  jpg: { label: 'JPG', bytes: [0xff, 0xd8, 0xff] },
  jpeg: { label: 'JPG', bytes: [0xff, 0xd8, 0xff] },
}

export const PAY_UPLOAD_MSG = {
  noFile: '请选择要上传的文件',
  badType: '仅支持 PDF、JPG、PNG 格式的文件',
  empty: '文件为空，请重新选择',
  tooLarge: '文件大小不能超过10MB',
  badContent: (label: string) => `文件内容不是有效的${label}文件，请检查后重新上传`,
} as const

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? ''

let uploads = 0

export async function receivePayProof(
  form: FormData,
  userId: string,
): Promise<PayChangeUploadRecord | string> {
  const file = form.get('file')
  if (file === null || typeof file === 'string') return PAY_UPLOAD_MSG.noFile
  const extension = extensionOf(file.name)
  const signature = SIGNATURES[extension]
  if (!signature || !(PAY_CHANGE_LIMITS.proofTypes as readonly string[]).includes(extension)) {
    return PAY_UPLOAD_MSG.badType
  }
  if (file.size === 0) return PAY_UPLOAD_MSG.empty
  if (file.size > PAY_CHANGE_LIMITS.proofMaxBytes) return PAY_UPLOAD_MSG.tooLarge
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer())
  if (signature.bytes.some((byte, i) => head[i] !== byte)) {
    return PAY_UPLOAD_MSG.badContent(signature.label)
  }
  uploads += 1
  const record: PayChangeUploadRecord = {
    fileId: `PAU${Date.now().toString(36).toUpperCase()}${uploads}`,
    fileName: file.name,
    size: file.size,
    userId,
    uploadedAt: Date.now(),
    used: false,
  }
  const kept = Object.entries(db.state.payAccountUploads).slice(-(KEEP_UPLOADS - 1))
  db.state.payAccountUploads = Object.fromEntries([...kept, [record.fileId, record]])
  return record
}
