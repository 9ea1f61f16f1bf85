import { RecordDrawer } from '@/components/detail-drawer/record-drawer'
import { DetailFields, type DetailField } from '@/components/detail-drawer/detail-fields'
import { StatusTimeline } from '@/components/status-timeline/status-timeline'
import { INSTRUCTION_STATUS_LABEL, type InstructionDetail } from '@contract/api/custodian'
import { instructionQuery } from '@/api/custodian/transfer-instructions'
import { useInstructionReview } from '../hooks/use-instruction-review'

const FIELDS: DetailField<InstructionDetail>[] = [
  { label: '指令编号', field: 'instructionId' },
  { label: '状态', render: (r) => INSTRUCTION_STATUS_LABEL[r.status] },
  { label: '产品', render: (r) => `${r.fundCode} ${r.fundName}`, wide: true },
  { label: '付款账号', field: 'payerAccount' },
  { label: '划款金额', field: 'amount', kind: 'money' },
  { label: '收款人', field: 'payeeName', wide: true },
  { label: '收款账号', field: 'payeeAccount' },
  { label: '收款银行', field: 'payeeBank' },
  { label: '划款用途', field: 'purpose' },
  { label: '经办人', field: 'submitter' },
  { label: '提交时间', field: 'submittedAt', kind: 'datetime' },
]

interface Props {
  instructionId: string | undefined
  onClose: () => void
}

/** An instruction beside the list: its fields, its timeline, and 复核 while it waits. */
export function InstructionDetailDrawer({ instructionId, onClose }: Props) {
  const review = useInstructionReview()
  return (
    <RecordDrawer
      id={instructionId}
      record={instructionQuery}
      title={`划款指令 ${instructionId ?? ''}`}
      onClose={onClose}
      review={{
        pending: (record) => record.status === 'review',
        send: (action, reason) =>
          review.mutateAsync({ instructionId: instructionId as string, action, reason }),
        busy: review.isPending,
        approveText: '复核通过',
        popconfirm: '确认复核通过该划款指令？',
        reason: { title: () => '退回划款指令' },
      }}
    >
      {(record) => (
        <>
          <DetailFields record={record} fields={FIELDS} />
          <h3 className="custodian-section">办理进度</h3>
          <StatusTimeline steps={record.steps} />
        </>
      )}
    </RecordDrawer>
  )
}
