import { DownloadOutlined } from '@ant-design/icons'
import { Button, Table, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { formatBytes, formatDate } from '@/lib/format'
import { errorMessage } from '@/lib/http/api-error'
import { notify } from '@/lib/notify'
import type { FundContract } from '@contract/api/fund-query'
import { downloadFundContract } from '@/api/fund/fund-contracts'
import { useFundContracts } from '../hooks/use-fund-queries'
import { Loaded } from './loaded'

/** 相关合同: the fund's contract documents, each downloadable as a PDF. */
export function FundContractsTab({ fundCode }: { fundCode: string }) {
  const [busy, setBusy] = useState<string>()
  const download = async (file: FundContract) => {
    setBusy(file.fileId)
    try {
      await downloadFundContract(fundCode, file)
    } catch (e) {
      notify.error(errorMessage(e, '合同下载失败，请稍后重试'))
    } finally {
      setBusy(undefined)
    }
  }
  const columns: TableColumnsType<FundContract> = [
    { title: '文件类型', dataIndex: 'docType', width: 110 },
    { title: '文件名称', dataIndex: 'fileName' },
    { title: '签署日期', dataIndex: 'signDate', width: 110, render: formatDate },
    { title: '大小', dataIndex: 'size', width: 90, align: 'right', render: formatBytes },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_, file) => (
        <Button
          type="link"
          size="small"
          icon={<DownloadOutlined />}
          loading={busy === file.fileId}
          aria-label={`下载 ${file.fileName}`}
          onClick={() => void download(file)}
        >
          下载
        </Button>
      ),
    },
  ]
  return (
    <Loaded query={useFundContracts(fundCode)} failure="相关合同加载失败">
      {(contracts) => (
        <Table<FundContract>
          rowKey="fileId"
          size="middle"
          columns={columns}
          dataSource={contracts}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      )}
    </Loaded>
  )
}
