import type { TimelineStep } from './timeline'
import type { UploadedFile } from './upload'

// ── 合同变更 ────────────────────────────────────────────────────────────────────────────

export const CHANGE_TYPES = {
  fee: '费率调整',
  scope: '投资范围变更',
  openDay: '开放日调整',
  duration: '存续期变更',
  other: '其他条款变更',
} as const
export type ChangeType = keyof typeof CHANGE_TYPES

export const CHANGE_STATUS_LABEL = {
  draft: '待提交',
  review: '托管审核中',
  returned: '已退回',
  effective: '已生效',
} as const
export type ChangeStatus = keyof typeof CHANGE_STATUS_LABEL

export const CHANGE_LIMITS = { content: 500, reason: 500, documents: 5 } as const
/** 补充协议, 投资者同意函, 公告: PDF or Word. */
export const CHANGE_DOC_TYPES = ['pdf', 'docx'] as const
export const CHANGE_DOC_MAX_BYTES = 20 * 1024 * 1024

export interface ContractChange {
  changeId: string
  contractId: string
  fundName: string
  changeType: ChangeType
  /** What changes: 管理费率由 1.50% 调整为 1.20%. */
  content: string
  reason: string
  documents: UploadedFile[]
  status: ChangeStatus
  createdBy: string
  createdAt: string
  submittedAt?: string
  /** The custodian's reason when 已退回. */
  returnReason?: string
  effectiveAt?: string
}

export interface ChangeDetail extends ContractChange {
  steps: TimelineStep[]
}

/** POST saveChange (JSON): `submit` false keeps it 待提交; true sends it to 托管审核. */
export interface ChangeSave {
  changeId?: string
  contractId: string
  changeType: ChangeType
  content: string
  reason: string
  documentIds: string[]
  submit: boolean
}

/** A contract a change may be asked for (已生效). */
export interface ChangeableContract {
  contractId: string
  fundName: string
}
