import { Form } from 'antd'
import { FileUpload } from '@/components/file-upload/file-upload'
import { formatBytes } from '@/lib/format'
import {
  APPLICATION_DOC_MAX_BYTES,
  APPLICATION_DOCS,
  type ApplicationDocKind,
  type ApplicationDocRef,
  type ApplicationDocument,
} from '@contract/api/application'
import type { UploadedFile } from '@contract/api/upload'
import { uploadApplicationDoc } from '@/api/product/application-files'

/** The form's documents: one upload list (of one file) per kind. */
export type DocValues = Partial<Record<ApplicationDocKind, UploadedFile[]>>

const hintOf = (kind: ApplicationDocKind) =>
  `${APPLICATION_DOCS[kind].accept.map((e) => e.toUpperCase()).join(' 或 ')} 格式，不超过 ${formatBytes(APPLICATION_DOC_MAX_BYTES)}`

/**
 * A FileUpload per required document (checked for type and size before sending, with progress,
 * retry and the server's verdict). Marked required; the form names what is missing on submit.
 */
export function ApplicationDocFields({ kinds }: { kinds: readonly ApplicationDocKind[] }) {
  return kinds.map((kind) => (
    <Form.Item key={kind} name={['docs', kind]} label={APPLICATION_DOCS[kind].label} required>
      <FileUpload
        send={uploadApplicationDoc[kind]}
        accept={APPLICATION_DOCS[kind].accept}
        maxBytes={APPLICATION_DOC_MAX_BYTES}
        hint={hintOf(kind)}
      />
    </Form.Item>
  ))
}

export const missingKinds = (kinds: readonly ApplicationDocKind[], docs: DocValues | undefined) =>
  kinds.filter((kind) => !docs?.[kind]?.length)

export const docRefs = (kinds: readonly ApplicationDocKind[], docs: DocValues | undefined) =>
  kinds.flatMap((kind): ApplicationDocRef[] => {
    const file = docs?.[kind]?.[0]
    return file ? [{ kind, fileId: file.fileId }] : []
  })

/** An application's documents as the form's values. */
export const docValues = (documents: readonly ApplicationDocument[]): DocValues =>
  Object.fromEntries(
    documents.map(({ kind, fileId, fileName, size }) => [kind, [{ fileId, fileName, size }]]),
  )
