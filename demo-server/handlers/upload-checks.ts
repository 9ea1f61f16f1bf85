/**
 * Receiving an uploaded file, as every upload handler does it: a file is there, its extension
 * is one the rule takes, it is 1 B up to the rule's size, and its first bytes match the
 * extension (a server cannot trust a file name). Kept as metadata only, the last 200.
 */

const PDF = [0x25, 0x50, 0x44, 0x46]
const ZIP = [0x50, 0x4b, 0x03, 0x04] // docx, xlsx
const OLE = [0xd0, 0xcf, 0x11, 0xe0] // doc, xls
const JPG = [0xff, 0xd8, 0xff]
const PNG = [0x89, 0x50, 0x4e, 0x47]

const SIGNATURES: Readonly<Record<string, { label: string; bytes: readonly number[] }>> = {
  pdf: { label: 'PDF', bytes: PDF },
  doc: { label: 'Word', bytes: OLE },
  docx: { label: 'Word', bytes: ZIP },
  xls: { label: 'Excel', bytes: OLE },
  xlsx: { label: 'Excel', bytes: ZIP },
  png: { label: 'PNG', bytes: PNG },
  jpg: { label: 'JPG', bytes: JPG },
  jpeg: { label: 'JPG', bytes: JPG },
}

export const FILE_MSG = {
  noFile: '请选择要上传的文件',
  empty: '文件为空，请重新选择',
  badContent: (label: string) => `文件内容不是有效的${label}文件，请检查后重新上传`,
} as const

export interface UploadRule {
  /** The extensions taken, lower case. */
  types: readonly string[]
  maxBytes: number
  badType: string
  tooLarge: string
  /** What the content check calls the type (by default PDF, Word, Excel, PNG, JPG). */
  labelOf?: (extension: string) => string
  /** The name's extension (by default what follows its last dot, or the whole name). */
  extensionOf?: (name: string) => string
}

const lastPart = (name: string) => name.split('.').pop()?.toLowerCase() ?? ''

/** The form's file when the rule takes it, or what is wrong with it. */
export async function checkedFile(form: FormData, rule: UploadRule): Promise<File | string> {
  const file = form.get('file')
  if (file === null || typeof file === 'string') return FILE_MSG.noFile
  const extension = (rule.extensionOf ?? lastPart)(file.name)
  const signature = Object.hasOwn(SIGNATURES, extension) ? SIGNATURES[extension] : undefined
  if (!signature || !rule.types.includes(extension)) return rule.badType
  if (file.size === 0) return FILE_MSG.empty
  if (file.size > rule.maxBytes) return rule.tooLarge
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer())
  if (signature.bytes.some((byte, i) => head[i] !== byte)) {
    return FILE_MSG.badContent(rule.labelOf ? rule.labelOf(extension) : signature.label)
  }
  return file
}

let received = 0

/** A new upload's id: the prefix, the time, a count. */
export const newFileId = (prefix: string) => {
  received += 1
  return `${prefix}${Date.now().toString(36).toUpperCase()}${received}`
}

const KEEP_UPLOADS = 200

/** The store with the record added, keeping only the last 200. */
export function keptWith<R extends { fileId: string }>(
  store: Record<string, R>,
  record: R,
): Record<string, R> {
  const kept = Object.entries(store).slice(-(KEEP_UPLOADS - 1))
  return Object.fromEntries([...kept, [record.fileId, record]])
}
