import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useState } from 'react'
import { formatBytes } from '@/lib/format'
import { errorMessage } from '@/lib/http/api-error'
import { notify } from '@/lib/notify'
import type { DisclosureAttachment } from '@/types/api/public-site'
import { downloadAttachment } from '../api/disclosure'

/** A disclosure's attachments, each downloaded through the client and saved. */
export function AttachmentList({ files }: { files: DisclosureAttachment[] }) {
  const [busy, setBusy] = useState<string>()
  const download = async (file: DisclosureAttachment) => {
    setBusy(file.fileId)
    try {
      await downloadAttachment(file)
    } catch (e) {
      notify.error(errorMessage(e, '附件下载失败，请稍后重试'))
    } finally {
      setBusy(undefined)
    }
  }
  return (
    <section className="article__attachments" aria-labelledby="attachments-title">
      <h3 id="attachments-title">附件（{files.length}）</h3>
      <ul>
        {files.map((file) => (
          <li key={file.fileId}>
            <FilePdfOutlined aria-hidden />
            <span>{file.fileName}</span>
            <span className="public-muted">{formatBytes(file.size)}</span>
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
