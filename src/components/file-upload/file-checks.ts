import { formatBytes as formatSize } from '@/lib/format'

/** What a file picker accepts: extensions (lower case, no dot) and a size limit in bytes. */
export interface FileRules {
  accept: readonly string[]
  maxBytes: number
}

/** PDF、JPG、PNG: how the accepted types read in a message (jpeg goes with jpg). */
export const typesLabel = (accept: readonly string[]) =>
  [...new Set(accept.map((ext) => (ext === 'jpeg' ? 'JPG' : ext.toUpperCase())))].join('、')

const extensionOf = (name: string) =>
  name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : ''

/** Why a file may not be sent, before sending it; undefined when it may. */
export function fileProblem(file: Pick<File, 'name' | 'size'>, rules: FileRules) {
  if (!rules.accept.includes(extensionOf(file.name))) {
    return `「${file.name}」格式不支持，仅支持 ${typesLabel(rules.accept)} 格式的文件`
  }
  if (file.size === 0) return `「${file.name}」是空文件，请重新选择`
  if (file.size > rules.maxBytes) {
    return `「${file.name}」大小为 ${formatSize(file.size)}，超过 ${formatSize(rules.maxBytes)} 的上限`
  }
  return undefined
}
