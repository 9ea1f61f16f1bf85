import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useState } from 'react'
import { errorMessage } from '@/lib/http/api-error'
import { notify } from '@/lib/notify'
import type { NoticeAttachment } from '@/types/api/notice'
import { downloadNoticeFile } from '../api/view-notice'

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1048576).toFixed(1)} MB`

/** A notice's attachments, each fetched with the session's token and saved. */
export function NoticeAttachments({ files }: { files: NoticeAttachment[] }) {
  const [busy, setBusy] = useState<string>()
  const download = async (file: NoticeAttachment) => {
    setBusy(file.fileId)
    try {
      await downloadNoticeFile(file)
    } catch (e) {
      notify.error(errorMessage(e, '附件下载失败，请稍后重试'))
    } finally {
      setBusy(undefined)
    }
  }
  return (
    <section className="notice-attachments" aria-labelledby="notice-attachments-title">
      <h3 id="notice-attachments-title">附件（{files.length}）</h3>
      <ul>
        {files.map((file) => (
          <li key={file.fileId}>
            <FilePdfOutlined aria-hidden className="notice-attachments__icon" />
            <span className="notice-attachments__name">{file.fileName}</span>
            <span className="notice-muted">{sizeText(file.size)}</span>
            <Button
              color="primary"
              variant="link"
              size="small"
              icon={<DownloadOutlined />}
              loading={busy === file.fileId}
              onClick={() => void download(file)}
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
