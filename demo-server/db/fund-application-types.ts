import type { ApplicationDocKind, ApplicationDocument } from '@contract/api/application'
import type { FundCreateStatus } from '@contract/api/fund-create'
import type { DividendMethod, DividendStatus } from '@contract/api/fund-dividends'
import type { LiquidationStatus } from '@contract/api/fund-liquidation'

/** Tables of 产品成立, 产品清算 and 产品分红 (issue 8). */

/** Something that happened to an application, oldest first; its timeline is built from these. */
export interface ApplicationEvent {
  /** submit 提交, return 退回, approve 审核通过/成立, confirm 确认, pay 发放, withdraw 撤回… */
  step: 'submit' | 'return' | 'approve' | 'report' | 'confirm' | 'pay' | 'withdraw'
  /** ISO 8601. */
  at: string
  actor: string
  reason?: string
}

export interface FundCreateRecord {
  id: string
  orgId: string
  fundCode: string
  fundName: string
  status: FundCreateStatus
  /** YYYY-MM-DD */
  applyDate: string
  raisedAmount: number
  investorCount: number
  /** Absent: the full set every established fund filed (named after the fund). */
  docs?: ApplicationDocument[]
  events: ApplicationEvent[]
}

export interface LiquidationRecord {
  id: string
  orgId: string
  fundCode: string
  fundName: string
  status: LiquidationStatus
  reason: string
  baseDate: string
  applyDate: string
  remainingAssets: number | null
  /** Absent: the seeded report, named after the fund. */
  docs?: ApplicationDocument[]
  events: ApplicationEvent[]
}

export interface DividendRecord {
  id: string
  orgId: string
  fundCode: string
  fundName: string
  status: DividendStatus
  recordDate: string
  exDate: string
  perUnit: number
  method: DividendMethod
  shares: number
  totalAmount: number
  unitNav: number | null
  navDate: string | null
  events: ApplicationEvent[]
}

/** A document received for an application, not yet (or already) part of one. */
export interface ApplicationUploadRecord {
  fileId: string
  orgId: string
  kind: ApplicationDocKind
  fileName: string
  size: number
  used: boolean
}

export interface FundApplicationTables {
  fundCreates: FundCreateRecord[]
  liquidations: LiquidationRecord[]
  dividends: DividendRecord[]
  /** By fileId; the last 200. */
  applicationUploads: Record<string, ApplicationUploadRecord>
}
