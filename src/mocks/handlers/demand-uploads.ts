import { DEMAND_ATTACHMENT_MAX_BYTES, DEMAND_ATTACHMENT_TYPES } from '@/types/api/demand'
import { db } from '../db/db'
import type { DemandUploadRecord } from '../db/types'

/**
 * Receiving a suggestion's attachment: PDF, Word, Excel, PNG or JPG up to 10 MB, whose first
 * bytes match its extension (a server cannot trust a file name). Kept as metadata only.
 */
const KEEP_UPLOADS = 200

const PDF = [0x25, 0x50, 0x44, 0x46]
const ZIP = [0x50, 0x4b, 0x03, 0x04] // docx, xlsx
const OLE = [0xd0, 0xcf, 0x11, 0xe0] // doc, xls
const JPG = [0xff, 0xd8, 0xff]
const PNG = [0x89, 0x50, 0x4e, 0x47]

const SIGNATURES: Record<string, { label: string; bytes: number[] }> = {
  pdf: { label: 'PDF', bytes: PDF },
  doc: { label: 'Word', bytes: OLE },
  docx: { label: 'Word', bytes: ZIP },
  xls: { label: 'Excel', bytes: OLE },
  xlsx: { label: 'Excel', bytes: ZIP },
  png: { label: 'PNG', bytes: PNG },
  jpg: { label: 'JPG', bytes: JPG },
  jpeg: { label: 'JPG', bytes: JPG },
}

export const DEMAND_UPLOAD_MSG = {
  noFile: '请选择要上传的文件',
  badType: '仅支持 PDF、DOC、DOCX、XLS、XLSX、PNG、JPG 格式的文件',
  empty: '文件为空，请重新选择',
  tooLarge: '文件大小不能超过10MB',
  badContent: (label: string) => `文件内容不是有效的${label}文件，请检查后重新上传`,
} as const

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? ''

let uploads = 0

export async function receiveDemandUpload(
  form: FormData,
  userId: string,
): Promise<DemandUploadRecord | string> {
  const file = form.get('file')
  if (file === null || typeof file === 'string') return DEMAND_UPLOAD_MSG.noFile
  const extension = extensionOf(file.name)
  const signature = SIGNATURES[extension]
  if (!signature || !DEMAND_ATTACHMENT_TYPES.includes(extension)) return DEMAND_UPLOAD_MSG.badType
  if (file.size === 0) return DEMAND_UPLOAD_MSG.empty
  if (file.size > DEMAND_ATTACHMENT_MAX_BYTES) return DEMAND_UPLOAD_MSG.tooLarge
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer())
  if (signature.bytes.some((byte, i) => head[i] !== byte)) {
    return DEMAND_UPLOAD_MSG.badContent(signature.label)
  }
  uploads += 1
  const record: DemandUploadRecord = {
    fileId: `DMU${Date.now().toString(36).toUpperCase()}${uploads}`,
    fileName: file.name,
    size: file.size,
    userId,
    uploadedAt: Date.now(),
    used: false,
  }
  const kept = Object.entries(db.state.demandUploads).slice(-(KEEP_UPLOADS - 1))
  db.state.demandUploads = Object.fromEntries([...kept, [record.fileId, record]])
  return record
}
