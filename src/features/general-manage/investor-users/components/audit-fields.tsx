import type { DetailField } from '@/components/detail-drawer/detail-fields'
import { idTypeLabel } from '@contract/id-types'
import {
  AUDIT_STATUS_LABEL,
  INVESTOR_KIND_LABEL,
  RESET_CHANNEL_LABEL,
  type AccountAuditDetail,
  type ResetAuditDetail,
} from '@contract/api/investor-user'

/* What an audit's drawer shows of each kind. */

const status = {
  label: '状态',
  render: (r: { status: keyof typeof AUDIT_STATUS_LABEL }) => AUDIT_STATUS_LABEL[r.status],
}
const certificate = {
  label: '证件',
  render: (r: { certificatesType: string; certificatesNum: string }) =>
    `${idTypeLabel(r.certificatesType)} ${r.certificatesNum}`,
}

export const ACCOUNT_AUDIT_FIELDS: DetailField<AccountAuditDetail>[] = [
  { label: '申请编号', field: 'auditId' },
  status,
  { label: '姓名/名称', field: 'userName', wide: true },
  { label: '投资者类型', render: (r) => INVESTOR_KIND_LABEL[r.investorKind] },
  { label: '风险等级', field: 'riskLevel' },
  certificate,
  { label: '手机号', field: 'mobile' },
  { label: '开户渠道', field: 'channel' },
  { label: '申请时间', field: 'submittedAt', kind: 'datetime' },
  { label: '申请材料', render: (r) => r.documents.join('、'), wide: true },
]

export const RESET_AUDIT_FIELDS: DetailField<ResetAuditDetail>[] = [
  { label: '申请编号', field: 'auditId' },
  status,
  { label: '姓名/名称', field: 'userName', wide: true },
  certificate,
  { label: '手机号', field: 'mobile' },
  { label: '申请渠道', render: (r) => RESET_CHANNEL_LABEL[r.channel] },
  { label: '申请原因', field: 'applyReason' },
  { label: '申请时间', field: 'submittedAt', kind: 'datetime' },
]
