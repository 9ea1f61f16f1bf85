import { DownloadOutlined } from '@ant-design/icons'
import { useQuery } from '@tanstack/react-query'
import { Alert, Button, Popconfirm, Space } from 'antd'
import { useState } from 'react'
import { DetailDrawer } from '@/components/detail-drawer/detail-drawer'
import { DetailFields, type DetailField } from '@/components/detail-drawer/detail-fields'
import { StatusTimeline } from '@/components/status-timeline/status-timeline'
import { errorMessage } from '@/lib/http/api-error'
import { notify } from '@/lib/notify'
import { CONTRACT_STATUS_LABEL, type ContractDetail } from '@contract/api/contract-manage'
import { contractQuery, downloadContractText } from '@/api/contract/contracts'
import { useContractConfirm } from '../hooks/use-contract-confirm'
import { ContractProgress } from './contract-progress'
import { ContractSummary } from './contract-summary'

const FIELDS: DetailField<ContractDetail>[] = [
  { label: '合同编号', field: 'contractId' },
  { label: '状态', render: (r) => CONTRACT_STATUS_LABEL[r.status] },
  { label: '产品名称', field: 'fundName', wide: true },
  { label: '产品代码', field: 'fundCode' },
  { label: '基金类型', field: 'fundType' },
  { label: '合同模板', field: 'templateName' },
  { label: '提交时间', field: 'submittedAt', kind: 'datetime' },
  { label: '生效日期', field: 'effectiveDate', kind: 'date' },
]

interface Props {
  contractId: string | undefined
  onClose: () => void
}

/** A contract beside the list: its progress, fields, text's parts, timeline; 确认 when asked. */
export function ContractDetailDrawer({ contractId, onClose }: Props) {
  const detail = useQuery({ ...contractQuery(contractId ?? ''), enabled: Boolean(contractId) })
  const confirm = useContractConfirm()
  const [saving, setSaving] = useState(false)
  const record = detail.data
  const download = async () => {
    setSaving(true)
    try {
      await downloadContractText(contractId as string)
    } catch (e) {
      notify.error(errorMessage(e, '合同文本下载失败，请稍后重试'))
    } finally {
      setSaving(false)
    }
  }
  const footer = record && (
    <Space>
      {record.status === 'confirm' && (
        <Popconfirm
          title="确认托管复核后的合同定稿？"
          description="确认后将发起合同签署。"
          okText="确认"
          onConfirm={() => confirm.mutateAsync(record.contractId)}
        >
          <Button type="primary" loading={confirm.isPending}>
            确认定稿
          </Button>
        </Popconfirm>
      )}
      <Button icon={<DownloadOutlined />} loading={saving} onClick={() => void download()}>
        下载合同文本
      </Button>
    </Space>
  )
  return (
    <DetailDrawer
      open={Boolean(contractId)}
      title={`合同 ${contractId ?? ''}`}
      onClose={onClose}
      loading={detail.isLoading}
      failed={detail.isError}
      onRetry={() => void detail.refetch()}
      footer={footer}
    >
      {record && (
        <>
          <ContractProgress contract={record} />
          {record.status === 'confirm' && record.reviewOpinion && (
            <Alert
              className="contract-section"
              type="warning"
              showIcon
              title="托管复核已完成，待您确认合同定稿"
              description={`复核意见：${record.reviewOpinion}`}
            />
          )}
          <h3 className="contract-section">基本信息</h3>
          <DetailFields record={record} fields={FIELDS} />
          <ContractSummary elements={record.elements} fees={record.fees} parties={record.parties} />
          <h3 className="contract-section">办理进度</h3>
          <StatusTimeline steps={record.steps} />
        </>
      )}
    </DetailDrawer>
  )
}
