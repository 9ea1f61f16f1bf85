import type {
  SealStatus,
  SealType,
  SignDocStatus,
  SignDocType,
  SignSource,
} from '@contract/api/e-signature'

/** Tables behind 电子签约. Times are Beijing time, YYYY-MM-DD HH:mm:ss. */

/** A document to sign; the fund's name is looked up when it is shown. */
export interface SignDocRecord {
  docId: string
  docNo: string
  orgId: string
  docType: SignDocType
  /** The document's own name after the fund's: 补充协议（二）. */
  docName: string
  fundCode: string
  source: SignSource
  initiator: string
  initiatedAt: string
  deadline: string
  pages: number
  status: SignDocStatus
  /** Once signed: who, with which seal, where, and when the code was sent and accepted. */
  signed?: SignedPart
}

export interface SignedPart {
  signerId: string
  signer: string
  /** Masked, as the SMS went to it. */
  signerMobile: string
  sealId: string
  page: number
  x: number
  y: number
  codeSentAt: string
  signedAt: string
}

export interface SealRecord {
  sealId: string
  orgId: string
  sealNo: string
  sealType: SealType
  sealName: string
  /** What the image shows (SealFace). */
  text: string
  label: string
  status: SealStatus
  /** Who may sign with it. */
  userIds: string[]
  registeredDate: string
  certValidTo: string
}

/** An SMS code to confirm a signature, by userId and docId. */
export interface SignCodeRecord {
  code: string
  /** Epoch ms. */
  sentAt: number
  expiresAt: number
  wrong: number
}

export interface ESignTables {
  signDocs: SignDocRecord[]
  seals: SealRecord[]
  /** Outstanding codes by `${userId}:${docId}`. */
  signCodes: Record<string, SignCodeRecord>
}
