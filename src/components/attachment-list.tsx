import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useId, useState } from 'react'
import { formatBytes } from '@/lib/format'
import { errorMessage } from '@/lib/http/api-error'
import { notify } from '@/lib/notify'
import './attachment-list.css'

export interface Attachment {
  fileId: string
  fileName: string
  /** Bytes. */
  size: number
}

interface Props<T extends Attachment> {
  files: T[]
  /** Fetches one file through the client (with the session's token, if any) and saves it. */
  download: (file: T) => Promise<void>
  /** The box around the list (each page frames it its own way). */
  className?: string
}

/** 附件（n）: each file with its size and 下载; a failed download says so and can be retried. */
export function AttachmentList<T extends Attachment>({ files, download, className }: Props<T>) {
  const titleId = useId()
  const [busy, setBusy] = useState<string>()
  const save = async (file: T) => {
    setBusy(file.fileId)
    try {
      await download(file)
    } catch (e) {
      notify.error(errorMessage(e, '附件下载失败，请稍后重试'))
    } finally {
      setBusy(undefined)
    }
  }
  return (
    <section className={`attachment-list ${className ?? ''}`} aria-labelledby={titleId}>
      <h3 id={titleId}>附件（{files.length}）</h3>
      <ul>
        {files.map((file) => (
          <li key={file.fileId}>
            <FilePdfOutlined aria-hidden className="attachment-list__icon" />
            <span className="attachment-list__name">{file.fileName}</span>
            <span className="attachment-list__size">{formatBytes(file.size)}</span>
            <Button
              color="primary"
              variant="link"
              size="small"
              icon={<DownloadOutlined />}
              loading={busy === file.fileId}
              onClick={() => void save(file)}
              aria-label={`下载 ${file.fileName}`}
            >
              下载
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}
