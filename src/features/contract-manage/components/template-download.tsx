import { DownloadOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useState } from 'react'
import { downloadTemplate } from '@/api/query/download-template'
import { useSessionUser } from '@/stores/session-store'
import type { ContractTemplate } from '@contract/api/contract-manage'

interface Props {
  template: Pick<ContractTemplate, 'fileCode' | 'name' | 'fileName'>
  /** 下载 by default; the wizard's cards say 下载范本. */
  text?: string
}

/**
 * 下载 a template through GET /downloadArchive (typeCode 200901), as the global search does;
 * the client shows the catalogue's message when it fails.
 */
export function TemplateDownload({ template, text = '下载' }: Props) {
  const userId = useSessionUser()?.userId
  const [busy, setBusy] = useState(false)
  const run = async () => {
    if (!userId) return
    setBusy(true)
    try {
      await downloadTemplate(userId, template.fileCode, template.fileName)
    } catch {
      // already said by the client
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button
      type="link"
      size="small"
      icon={<DownloadOutlined />}
      loading={busy}
      aria-label={`${text} ${template.name}`}
      onClick={(e) => {
        e.stopPropagation()
        void run()
      }}
    >
      {text}
    </Button>
  )
}
