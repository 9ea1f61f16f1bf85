import type {
  AccountOpenApplication,
  TransferInstruction,
  TransferSigner,
  TripartiteAgreement,
} from '@contract/api/custodian'
import type { UploadedFile } from '@contract/api/upload'

/** Tables behind 托管查询 (the bank statement is generated, never stored: bank-statement.ts). */

/** Times here are Beijing time, YYYY-MM-DD HH:mm:ss. */
export interface InstructionRecord extends TransferInstruction {
  orgId: string
  /** Who reviewed it for the manager (管理人复核) and when. */
  reviewer?: string
  reviewedAt?: string
  /** When the custodian approved it (托管审核) and when the money left (划款执行). */
  custodyAt?: string
  executedAt?: string
  returnedAt?: string
  returnedBy?: 'manager' | 'custodian'
}

export interface AccountOpenRecord extends AccountOpenApplication {
  orgId: string
  /** Who filled it in: the custodian prepares a 待提交 one for the manager to complete. */
  createdBy: string
  auditAt?: string
  returnedAt?: string
}

export interface SignerRecord extends Omit<TransferSigner, 'fundNames' | 'status'> {
  orgId: string
  /** expired is worked out from validTo, never stored. */
  status: 'pending' | 'active' | 'disabled'
  /** Who registered it: 托管运营部 for one awaiting the manager's 确认. */
  registeredBy: string
}

export interface AgreementRecord extends TripartiteAgreement {
  orgId: string
}

/** A file received by POST /rest/custodian/upload (its content is not kept). */
export interface CustodianUploadRecord extends UploadedFile {
  userId: string
  orgId: string
  uploadedAt: number
  used: boolean
}

export interface CustodianTables {
  transferInstructions: InstructionRecord[]
  accountOpenApplications: AccountOpenRecord[]
  transferSigners: SignerRecord[]
  tripartiteAgreements: AgreementRecord[]
  /** Documents for account-opening applications, by fileId (the last 200). */
  custodianUploads: Record<string, CustodianUploadRecord>
}
