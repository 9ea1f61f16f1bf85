import type { EmailRecipientType, VoucherSendRecord } from '@contract/api/valuation-reports'

/*
 * Tables behind 增值税, 报表, 凭证 and 发送配置 (docs/api.md "估值核对：增值税、报表、凭证、
 * 发送配置"). The figures themselves are generated (valuation-ledger.ts), never stored; only
 * what the manager does is: confirmations, sends and the recipient types.
 */

export interface EmailTypeRecord extends EmailRecipientType {
  orgId: string
}

/** A send by a user (发送 or 重发); the daily batches are generated. */
export interface StoredSendRecord extends VoucherSendRecord {
  orgId: string
  voucherIds: string[]
}

export interface ValuationReportTables {
  emailRecipientTypes: EmailTypeRecord[]
  /** Oldest first. */
  voucherSendRecords: StoredSendRecord[]
  /** 确认 of a 增值税 (VAT-…) or 报表 (FR-…) row: who and when (Beijing time). */
  valuationConfirmations: Record<string, { by: string; at: string }>
  /**
   * Days whose vouchers the daily batch did not send ({fundCode}/{date}): they wait on the
   * manager (T00055) until sent.
   */
  voucherHeldBatches: string[]
  /** A generated daily batch resent: its recordId → the record that resent it. */
  voucherResent: Record<string, string>
}
