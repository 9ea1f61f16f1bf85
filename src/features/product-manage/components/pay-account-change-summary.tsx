import { Tag } from 'antd'
import { DetailFields, type DetailField } from '@/components/detail-drawer/detail-fields'
import { StatusTimeline } from '@/components/status-timeline/status-timeline'
import { formatBytes } from '@/lib/format'
import type { PayChangeDetail } from '@contract/api/pay-account-change'
import { PayAccountView } from './pay-account-change-account'
import { PAY_CHANGE_TAGS } from './pay-account-change-columns'
import './pay-account-change.css'

const FIELDS: DetailField<PayChangeDetail>[] = [
  { label: '申请编号', field: 'id' },
  {
    label: '状态',
    render: ({ status }) => (
      <Tag color={PAY_CHANGE_TAGS[status].color}>{PAY_CHANGE_TAGS[status].text}</Tag>
    ),
  },
  { label: '产品', render: (d) => `${d.fundCode} ${d.fundName}`, wide: true },
  { label: '原付款账户', render: (d) => <PayAccountView account={d.oldAccount} /> },
  { label: '新付款账户', render: (d) => <PayAccountView account={d.newAccount} /> },
  { label: '提交时间', field: 'submittedAt', kind: 'datetime' },
  { label: '提交人', field: 'submittedBy' },
  { label: '变更原因', field: 'reason', wide: true },
  {
    label: '证明材料',
    wide: true,
    render: (d) => (
      <ul className="pay-change__proofs">
        {d.proofFiles.map((f) => (
          <li key={f.fileId}>{`${f.fileName}（${formatBytes(f.size)}）`}</li>
        ))}
      </ul>
    ),
  },
]

/** A request's fields and its steps (提交申请 → 托管人审核 → 变更生效, or 退回 / 撤回). */
export function PayAccountChangeSummary({ detail }: { detail: PayChangeDetail }) {
  const fields = detail.returnReason
    ? [...FIELDS, { label: '退回原因', field: 'returnReason', wide: true } as const]
    : FIELDS
  return (
    <>
      <DetailFields record={detail} fields={fields} />
      <h3 className="pay-change__section">办理进度</h3>
      <StatusTimeline steps={detail.timeline} />
    </>
  )
}
