import { useQuery } from '@tanstack/react-query'
import { Button } from 'antd'
import { DetailDrawer } from '@/components/detail-drawer/detail-drawer'
import { DetailFields, type DetailField } from '@/components/detail-drawer/detail-fields'
import { StatusTimeline } from '@/components/status-timeline/status-timeline'
import { formatBytes } from '@/lib/format'
import {
  ACCOUNT_OPEN_STATUS_LABEL,
  type AccountOpenDetail,
  type AccountOpenKind,
} from '@contract/api/custodian'
import { accountOpenQuery } from '@/api/custodian/account-open'
import { KIND_TEXT } from './account-open-kinds'

const fieldsOf = (kind: AccountOpenKind): DetailField<AccountOpenDetail>[] => [
  { label: '申请编号', field: 'applyId' },
  { label: '状态', render: (r) => ACCOUNT_OPEN_STATUS_LABEL[r.status] },
  { label: '产品', render: (r) => `${r.fundCode} ${r.fundName}`, wide: true },
  { label: KIND_TEXT[kind].institution, field: 'institution' },
  { label: KIND_TEXT[kind].accountLabel, field: 'accountNo' },
  { label: '经办人', field: 'contactName' },
  { label: '联系电话', field: 'contactMobile' },
  { label: '提交时间', field: 'submittedAt', kind: 'datetime' },
  { label: '开立时间', field: 'openedAt', kind: 'datetime' },
  {
    label: '开户材料',
    wide: true,
    render: (r) => (
      <ul className="custodian-files">
        {r.documents.map((d) => (
          <li key={d.fileId}>
            {d.fileName}（{formatBytes(d.size)}）
          </li>
        ))}
      </ul>
    ),
  },
  { label: '备注', field: 'remark', wide: true },
]

interface Props {
  kind: AccountOpenKind
  applyId: string | undefined
  onClose: () => void
  /** 补充材料并提交 a 待提交 one. */
  onComplete: (record: AccountOpenDetail) => void
}

/** An application beside the list: its fields, documents and timeline. */
export function AccountOpenDetailDrawer({ kind, applyId, onClose, onComplete }: Props) {
  const detail = useQuery({ ...accountOpenQuery(applyId ?? ''), enabled: Boolean(applyId) })
  const record = detail.data
  const footer = record?.status === 'draft' && (
    <Button type="primary" onClick={() => onComplete(record)}>
      补充材料并提交
    </Button>
  )
  return (
    <DetailDrawer
      open={Boolean(applyId)}
      title={`${KIND_TEXT[kind].title}申请 ${applyId ?? ''}`}
      onClose={onClose}
      loading={detail.isLoading}
      failed={detail.isError}
      onRetry={() => void detail.refetch()}
      footer={footer}
    >
      {record && (
        <>
          <DetailFields record={record} fields={fieldsOf(kind)} />
          <h3 className="custodian-section">办理进度</h3>
          <StatusTimeline steps={record.steps} />
        </>
      )}
    </DetailDrawer>
  )
}
