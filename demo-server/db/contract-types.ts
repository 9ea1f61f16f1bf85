import type {
  ContractChange,
  ContractDraft,
  ContractElements,
  ContractFees,
  ContractParties,
  ContractStatus,
  DraftContent,
  FundType,
} from '@contract/api/contract-manage'
import type { TimelineStep } from '@contract/api/timeline'
import type { UploadedFile } from '@contract/api/upload'

/** Tables behind 合同管理 (templates are fixed reference data: seed-templates.ts). */

/** Times here are Beijing time, YYYY-MM-DD HH:mm:ss. */
export interface DraftRecord extends ContractDraft, DraftContent {
  orgId: string
}

export interface ContractRecord {
  contractId: string
  orgId: string
  fundName: string
  fundCode?: string
  fundType: FundType
  templateCode: string
  templateName: string
  status: ContractStatus
  elements: ContractElements
  fees: ContractFees
  parties: ContractParties
  /** Who submitted the draft (起草) and when. */
  createdBy: string
  submittedAt: string
  updatedAt: string
  /** 托管复核 finished, with its opinion. */
  reviewedAt?: string
  reviewOpinion?: string
  /** The manager's 确认 of the reviewed text. */
  confirmedAt?: string
  confirmedBy?: string
  signedAt?: string
  filedAt?: string
  /** YYYY-MM-DD */
  effectiveDate?: string
}

export interface ChangeRecord extends ContractChange {
  orgId: string
  /** What has happened so far (提交, 退回, 重新提交, 生效), in order. */
  history: TimelineStep[]
}

/** A file received by POST /rest/contract/upload (its content is not kept). */
export interface ContractUploadRecord extends UploadedFile {
  userId: string
  orgId: string
  uploadedAt: number
}

export interface ContractTables {
  contractDrafts: DraftRecord[]
  contracts: ContractRecord[]
  contractChanges: ChangeRecord[]
  /** Documents of change requests, by fileId (the last 200). */
  contractUploads: Record<string, ContractUploadRecord>
}
