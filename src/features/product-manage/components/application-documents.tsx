import { DownloadOutlined, PaperClipOutlined } from '@ant-design/icons'
import { Button, Tag } from 'antd'
import { useState } from 'react'
import { formatBytes } from '@/lib/format'
import { errorMessage } from '@/lib/http/api-error'
import { notify } from '@/lib/notify'
import {
  APPLICATION_DOCS,
  type ApplicationDocKind,
  type ApplicationDocument,
} from '@contract/api/application'
import { downloadApplicationDoc } from '@/api/product/application-files'

interface Props {
  /** The kinds the application needs, in order. */
  kinds: readonly ApplicationDocKind[]
  documents: readonly ApplicationDocument[]
}

/** An application's documents by kind: each file with its size and 下载, or 未上传. */
export function ApplicationDocuments({ kinds, documents }: Props) {
  const [busy, setBusy] = useState<string>()
  const save = async (doc: ApplicationDocument) => {
    setBusy(doc.fileId)
    try {
      await downloadApplicationDoc(doc)
    } catch (e) {
      notify.error(errorMessage(e, '文件下载失败，请稍后重试'))
    } finally {
      setBusy(undefined)
    }
  }
  return (
    <ul className="application-docs">
      {kinds.map((kind) => {
        const doc = documents.find((d) => d.kind === kind)
        return (
          <li key={kind}>
            <span className="application-docs__kind">{APPLICATION_DOCS[kind].label}</span>
            {doc ? (
              <>
                <PaperClipOutlined aria-hidden />
                <span className="application-docs__name">{doc.fileName}</span>
                <span className="application-docs__size">{formatBytes(doc.size)}</span>
                <Button
                  color="primary"
                  variant="link"
                  size="small"
                  icon={<DownloadOutlined />}
                  loading={busy === doc.fileId}
                  aria-label={`下载 ${doc.fileName}`}
                  onClick={() => void save(doc)}
                >
                  下载
                </Button>
              </>
            ) : (
              <Tag color="warning">未上传</Tag>
            )}
          </li>
        )
      })}
    </ul>
  )
}
