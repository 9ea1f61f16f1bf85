import { Alert, Button } from 'antd'
import { AttachmentList } from '@/components/attachment-list'
import { DetailDrawer } from '@/components/detail-drawer/detail-drawer'
import { DetailFields, type DetailField } from '@/components/detail-drawer/detail-fields'
import { StatusTimeline } from '@/components/status-timeline/status-timeline'
import { CHANGE_STATUS_LABEL, CHANGE_TYPES, type ChangeDetail } from '@contract/api/contract-manage'
import { downloadChangeDocument } from '@/api/contract/changes'
import { useChange } from '../hooks/use-changes'

const FIELDS: DetailField<ChangeDetail>[] = [
  { label: '申请编号', field: 'changeId' },
  { label: '状态', render: (r) => CHANGE_STATUS_LABEL[r.status] },
  { label: '变更合同', render: (r) => `${r.contractId} ${r.fundName}`, wide: true },
  { label: '变更类型', render: (r) => CHANGE_TYPES[r.changeType] },
  { label: '经办人', field: 'createdBy' },
  { label: '变更内容', field: 'content', wide: true },
  { label: '变更原因', field: 'reason', wide: true },
  { label: '创建时间', field: 'createdAt', kind: 'datetime' },
  { label: '提交时间', field: 'submittedAt', kind: 'datetime' },
]

interface Props {
  changeId: string | undefined
  onClose: () => void
  /** 编辑 a 待提交 one, or correct an 已退回 one to send it again. */
  onEdit: (change: ChangeDetail) => void
}

/** A change request beside the list: why it was returned, its fields, documents and timeline. */
export function ChangeDetailDrawer({ changeId, onClose, onEdit }: Props) {
  const detail = useChange(changeId)
  const record = detail.data
  const editable = record && (record.status === 'draft' || record.status === 'returned')
  return (
    <DetailDrawer
      open={Boolean(changeId)}
      title={`变更申请 ${changeId ?? ''}`}
      onClose={onClose}
      loading={detail.isLoading}
      failed={detail.isError}
      onRetry={() => void detail.refetch()}
      footer={
        editable && (
          <Button type="primary" onClick={() => onEdit(record)}>
            {record.status === 'returned' ? '修改并重新提交' : '编辑并提交'}
          </Button>
        )
      }
    >
      {record && (
        <>
          {record.status === 'returned' && record.returnReason && (
            <Alert
              className="contract-section"
              type="error"
              showIcon
              title="托管人已退回该申请"
              description={`退回原因：${record.returnReason}`}
            />
          )}
          <DetailFields record={record} fields={FIELDS} />
          <AttachmentList
            className="contract-section"
            files={record.documents}
            download={(file) => downloadChangeDocument(record.changeId, file)}
          />
          <h3 className="contract-section">办理进度</h3>
          <StatusTimeline steps={record.steps} />
        </>
      )}
    </DetailDrawer>
  )
}
