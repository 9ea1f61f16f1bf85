import { RecordDrawer } from '@/components/detail-drawer/record-drawer'
import { DetailFields, type DetailField } from '@/components/detail-drawer/detail-fields'
import { StatusTimeline } from '@/components/status-timeline/status-timeline'
import {
  AUDIT_REASON_MAX,
  type AccountAuditDetail,
  type ResetAuditDetail,
} from '@contract/api/investor-user'
import { useAuditReview, type AuditKind } from '../hooks/use-audit-review'
import { auditQuery } from '@/api/investor-user/investor-audits'
import { ACCOUNT_AUDIT_FIELDS, RESET_AUDIT_FIELDS } from './audit-fields'

type Detail = AccountAuditDetail | ResetAuditDetail

const COPY = {
  account: {
    title: '开户审核',
    subject: '开户申请',
    approveSub: '通过后将开通该投资者在本机构的账户，初始密码通过短信发送至其预留手机号。',
    fields: ACCOUNT_AUDIT_FIELDS,
  },
  reset: {
    title: '密码重置审核',
    subject: '密码重置申请',
    approveSub: '通过后将为该投资者生成临时密码并通过短信发送，原密码随即失效。',
    fields: RESET_AUDIT_FIELDS,
  },
} as const

interface Props {
  kind: AuditKind
  auditId: string | undefined
  onClose: () => void
}

/** An audit beside its list: the application, its timeline, and 通过 / 退回 while it waits. */
export function AuditDrawer({ kind, auditId, onClose }: Props) {
  const copy = COPY[kind]
  const review = useAuditReview(kind)
  const subject = (record: Detail | undefined) => `${record?.userName ?? ''}的${copy.subject}`
  return (
    <RecordDrawer
      id={auditId}
      record={(id) => auditQuery(kind, id)}
      title={`${copy.title} ${auditId ?? ''}`}
      onClose={onClose}
      review={{
        pending: (record) => record.status === 'pending',
        send: (action, reason) =>
          review.mutateAsync({ auditId: auditId as string, action, reason }),
        busy: review.isPending,
        approveText: '通过',
        dialog: (record) => ({
          content: `确定审核通过${subject(record)}吗？`,
          subContent: copy.approveSub,
        }),
        reason: {
          title: (record) => `退回${subject(record)}`,
          hint: '退回原因将通过短信告知投资者',
          max: AUDIT_REASON_MAX,
        },
      }}
    >
      {(record) => (
        <>
          <DetailFields record={record} fields={copy.fields as DetailField<Detail>[]} />
          <h3 className="investor-section">审核进度</h3>
          <StatusTimeline steps={record.steps} />
        </>
      )}
    </RecordDrawer>
  )
}
