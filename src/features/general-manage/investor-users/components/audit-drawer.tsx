import { useQuery } from '@tanstack/react-query'
import { Button, Space } from 'antd'
import { useState } from 'react'
import { DetailDrawer } from '@/components/detail-drawer/detail-drawer'
import { DetailFields, type DetailField } from '@/components/detail-drawer/detail-fields'
import { StatusTimeline } from '@/components/status-timeline/status-timeline'
import { TipsDialog } from '@/components/tips-dialog'
import {
  AUDIT_REASON_MAX,
  type AccountAuditDetail,
  type ResetAuditDetail,
} from '@contract/api/investor-user'
import { AUDIT_KINDS, auditKey, useAuditReview, type AuditKind } from '../hooks/use-audit-review'
import { ACCOUNT_AUDIT_FIELDS, RESET_AUDIT_FIELDS } from './audit-fields'
import { ReasonDialog } from '@/components/reason-dialog'

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
  const detail = useQuery<Detail>({
    queryKey: auditKey(kind, auditId),
    queryFn: () => AUDIT_KINDS[kind].get(auditId as string),
    enabled: Boolean(auditId),
  })
  const review = useAuditReview(kind)
  const [asking, setAsking] = useState<'approve' | 'return'>()
  const record = detail.data
  const subject = `${record?.userName ?? ''}的${copy.subject}`
  const send = (action: 'approve' | 'return', reason?: string) =>
    review
      .mutateAsync({ auditId: auditId as string, action, reason })
      .then(() => setAsking(undefined))
  const footer = record?.status === 'pending' && (
    <Space>
      <Button type="primary" onClick={() => setAsking('approve')}>
        通过
      </Button>
      <Button danger onClick={() => setAsking('return')}>
        退回
      </Button>
    </Space>
  )
  return (
    <DetailDrawer
      open={Boolean(auditId)}
      title={`${copy.title} ${auditId ?? ''}`}
      onClose={onClose}
      loading={detail.isLoading}
      failed={detail.isError}
      onRetry={() => void detail.refetch()}
      footer={footer}
    >
      {record && (
        <>
          <DetailFields record={record} fields={copy.fields as DetailField<Detail>[]} />
          <h3 className="investor-section">审核进度</h3>
          <StatusTimeline steps={record.steps} />
        </>
      )}
      <TipsDialog
        open={asking === 'approve'}
        content={`确定审核通过${subject}吗？`}
        subContent={copy.approveSub}
        onCancel={() => setAsking(undefined)}
        onOk={() =>
          send('approve').catch(() => {
            // the client has shown why; the dialog stays for another try
          })
        }
      />
      <ReasonDialog
        open={asking === 'return'}
        title={`退回${subject}`}
        hint="退回原因将通过短信告知投资者"
        max={AUDIT_REASON_MAX}
        busy={review.isPending}
        onCancel={() => setAsking(undefined)}
        onSubmit={(reason) => send('return', reason)}
      />
    </DetailDrawer>
  )
}
