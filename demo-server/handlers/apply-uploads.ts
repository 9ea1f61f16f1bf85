import { db } from '../db/db'
import type { UploadRecord } from '../db/types'

/**
 * Receiving an application's document: PDF, JPG or PNG up to 10 MB, and the content must be
 * what the name says (its first bytes), as a server cannot trust a file name.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
const KEEP_UPLOADS = 200

const SIGNATURES: Record<string, { label: string; bytes: number[] }> = {
  pdf: { label: 'PDF', bytes: [0x25, 0x50, 0x44, 0x46] },
  jpg: { label: 'JPG', bytes: [0xff, 0xd8, 0xff] },
  jpeg: { label: 'JPG', bytes: [0xff, 0xd8, 0xff] },
  png: { label: 'PNG', bytes: [0x89, 0x50, 0x4e, 0x47] },
}

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? ''

export async function receiveUpload(form: FormData): Promise<UploadRecord | string> {
  const file = form.get('file')
  if (file === null || typeof file === 'string') return '请选择要上传的文件'
  const signature = SIGNATURES[extensionOf(file.name)]
  if (!signature) return '仅支持 PDF、JPG、PNG 格式的文件'
  if (file.size === 0) return '文件为空，请重新选择'
  if (file.size > MAX_UPLOAD_BYTES) return '文件大小不能超过10MB'
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer())
  if (signature.bytes.some((byte, i) => head[i] !== byte)) {
    return `文件内容不是有效的${signature.label}，请检查后重新上传`
  }
  const record: UploadRecord = {
    fileId: `F${Date.now().toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
    fileName: file.name,
    size: file.size,
    contentType: file.type,
    uploadedAt: Date.now(),
  }
  const kept = Object.entries(db.state.applyUploads).slice(-(KEEP_UPLOADS - 1))
  db.state.applyUploads = Object.fromEntries([...kept, [record.fileId, record]])
  return record
}

/** The upload a fileId names, as the application will reference it. */
export function uploadOf(fileId: unknown) {
  const record = typeof fileId === 'string' ? db.state.applyUploads[fileId] : undefined
  return record && { fileId: record.fileId, fileName: record.fileName, size: record.size }
}
