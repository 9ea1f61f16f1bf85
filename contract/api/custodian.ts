import type { PagedList } from './paged-list'
import type { TimelineStep } from './timeline'
import type { UploadedFile } from './upload'

/**
 * 托管查询 (custodian, issue 8): custody balances, bank statement lines, payment instructions,
 * account-opening applications, authorised signers and three-party agreements. The endpoints
 * are our choice (docs/api.md "托管查询"), shared by the client and the demo backend.
 */

/** A fund of the caller's organisation, for the 产品 pickers. */
export interface FundOption {
  fundCode: string
  fundName: string
}

/** One fund's custody account on a date (托管户余额). */
export interface CustodyBalance {
  fundCode: string
  fundName: string
  accountNo: string
  bankName: string
  balance: number
  available: number
  frozen: number
  /** YYYY-MM-DD: the last day with a movement on or before the date asked for. */
  asOfDate: string
  /** closed: the fund is liquidated and the account 已销户. */
  accountStatus: 'normal' | 'closed'
}

export interface BalanceTotals {
  balance: number
  available: number
  frozen: number
}

/** A page of balances, with the totals of every row the query matches. */
export interface BalancePage extends PagedList<CustodyBalance> {
  totals: BalanceTotals
  /** The date asked for (yesterday when none). */
  date: string
}

export type Direction = 'in' | 'out'
export const DIRECTION_LABEL: Readonly<Record<Direction, string>> = { in: '收入', out: '支出' }

/** One line of a custody account's bank statement (银行流水). */
export interface StatementLine {
  lineId: string
  /** YYYY-MM-DD HH:mm:ss */
  tradeTime: string
  fundCode: string
  fundName: string
  accountNo: string
  direction: Direction
  /** The amount moved, always positive; `direction` says which way. */
  amount: number
  /** The account's balance after this line. */
  balance: number
  counterparty: string
  counterAccount: string
  summary: string
}

export type InstructionStatus = 'review' | 'custody' | 'executed' | 'returned'
export const INSTRUCTION_STATUS_LABEL: Readonly<Record<InstructionStatus, string>> = {
  review: '待复核',
  custody: '托管审核中',
  executed: '已执行',
  returned: '已退回',
}

/** A payment instruction (划款指令) of a fund's custody account. */
export interface TransferInstruction {
  instructionId: string
  fundCode: string
  fundName: string
  payerAccount: string
  amount: number
  payeeName: string
  payeeAccount: string
  payeeBank: string
  purpose: string
  status: InstructionStatus
  /** 经办 who entered it. */
  submitter: string
  /** YYYY-MM-DD HH:mm:ss */
  submittedAt: string
  returnReason?: string
}

export interface InstructionDetail extends TransferInstruction {
  steps: TimelineStep[]
}

export interface InstructionReview {
  instructionId: string
  action: 'approve' | 'return'
  /** Required to return: 1–200 characters. */
  reason?: string
}

export const RETURN_REASON_MAX = 200

/** custody 托管户, raising 募集户, securities 证券期货户 (one page each, one component). */
export type AccountOpenKind = 'custody' | 'raising' | 'securities'
export type AccountOpenStatus = 'draft' | 'auditing' | 'opened' | 'returned'
export const ACCOUNT_OPEN_STATUS_LABEL: Readonly<Record<AccountOpenStatus, string>> = {
  draft: '待提交',
  auditing: '审核中',
  opened: '已开立',
  returned: '已退回',
}

/** Where an account of each kind may be opened. */
export const ACCOUNT_OPEN_INSTITUTIONS: Readonly<Record<AccountOpenKind, readonly string[]>> = {
  custody: ['招商银行济南分行', '中国工商银行济南历下支行', '兴业银行济南分行', '中信银行济南分行'],
  raising: ['招商银行济南分行', '中国工商银行济南历下支行', '兴业银行济南分行', '中信银行济南分行'],
  securities: ['上海证券交易所', '深圳证券交易所', '齐鲁期货有限公司', '中信期货有限公司'],
}

export interface AccountOpenApplication {
  applyId: string
  kind: AccountOpenKind
  fundCode: string
  fundName: string
  /** The bank, exchange or futures firm. */
  institution: string
  contactName: string
  contactMobile: string
  documents: UploadedFile[]
  remark: string
  status: AccountOpenStatus
  /** YYYY-MM-DD HH:mm:ss */
  createdAt: string
  submittedAt?: string
  /** Set once 已开立. */
  accountNo?: string
  openedAt?: string
  returnReason?: string
}

export interface AccountOpenDetail extends AccountOpenApplication {
  steps: TimelineStep[]
}

/** 新建申请, or a 待提交 one completed (with its applyId): submitted for the custodian's audit. */
export interface AccountOpenSubmit {
  applyId?: string
  kind: AccountOpenKind
  fundCode: string
  institution: string
  contactName: string
  contactMobile: string
  /** fileIds from the upload endpoint (or the application's own documents): 1–10. */
  documentIds: string[]
  remark?: string
}

export const ACCOUNT_OPEN_DOCUMENTS_MAX = 10
export const CUSTODIAN_UPLOAD_TYPES = ['pdf', 'jpg', 'jpeg', 'png'] as const
export const CUSTODIAN_UPLOAD_MAX_BYTES = 10 * 1024 * 1024

/** pending: registered by the custodian, awaiting the manager's 确认 (transferAuthorityNum). */
export type SignerStatus = 'pending' | 'active' | 'disabled' | 'expired'
export const SIGNER_STATUS_LABEL: Readonly<Record<SignerStatus, string>> = {
  pending: '待确认',
  active: '生效中',
  disabled: '已停用',
  expired: '已过期',
}

/** A person authorised to sign payment instructions (划款授权). */
export interface TransferSigner {
  signerId: string
  name: string
  idType: string
  idNo: string
  mobile: string
  fundCodes: string[]
  /** The funds' names, in the order of fundCodes. */
  fundNames: string[]
  singleLimit: number
  dailyLimit: number
  /** YYYY-MM-DD */
  validFrom: string
  validTo: string
  status: SignerStatus
}

/** Add (no signerId) or edit a signer. */
export interface SignerSave {
  signerId?: string
  name: string
  idType: string
  idNo: string
  mobile: string
  fundCodes: string[]
  singleLimit: number
  dailyLimit: number
  validFrom: string
  validTo: string
}

export type AgreementStatus = 'pending' | 'signed'
export const AGREEMENT_STATUS_LABEL: Readonly<Record<AgreementStatus, string>> = {
  pending: '待签署',
  signed: '已签署',
}

/** A three-party agreement: the fund, its custodian and a broker or futures firm (三方协议). */
export interface TripartiteAgreement {
  agreementId: string
  agreementNo: string
  fundCode: string
  fundName: string
  counterparty: string
  counterpartyType: 'broker' | 'futures'
  accountNo: string
  status: AgreementStatus
  /** YYYY-MM-DD; set once signed. */
  signedDate?: string
  /** YYYY-MM-DD */
  createdDate: string
}
