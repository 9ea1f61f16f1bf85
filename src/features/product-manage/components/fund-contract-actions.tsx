import { DownloadOutlined, EyeOutlined } from '@ant-design/icons'
import { Button, Space } from 'antd'
import { useState } from 'react'
import { errorMessage } from '@/lib/http/api-error'
import { notify } from '@/lib/notify'
import type { FundContractDoc } from '@contract/api/fund-contract'
import { downloadContract, previewContract } from '@/api/product/fund-contract-file'

type Act = 'preview' | 'download'

/** 预览 (the PDF in a new tab) and 下载 for one document; a failure says so. */
export function FundContractActions({ doc }: { doc: FundContractDoc }) {
  const [busy, setBusy] = useState<Act>()
  const run = async (act: Act) => {
    setBusy(act)
    try {
      await (act === 'preview' ? previewContract(doc) : downloadContract(doc))
    } catch (e) {
      notify.error(errorMessage(e, '合同文件获取失败，请稍后重试'))
    } finally {
      setBusy(undefined)
    }
  }
  return (
    <Space size={0}>
      <Button
        type="link"
        size="small"
        icon={<EyeOutlined />}
        loading={busy === 'preview'}
        aria-label={`预览 ${doc.fileName}`}
        onClick={() => void run('preview')}
      >
        预览
      </Button>
      <Button
        type="link"
        size="small"
        icon={<DownloadOutlined />}
        loading={busy === 'download'}
        aria-label={`下载 ${doc.fileName}`}
        onClick={() => void run('download')}
      >
        下载
      </Button>
    </Space>
  )
}
