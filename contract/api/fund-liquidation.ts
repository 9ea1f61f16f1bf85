import type { ApplicationDocument } from './application'
import type { TimelineStep } from './timeline'

/**
 * 产品清算 (product-manage/fund-liquidation): a fund's liquidation. The manager applies with
 * the reason, the base date and the liquidation report; the custodian checks it and asks the
 * manager to confirm the final report (待确认, liquidationNum); confirmed, it is 已完成.
 */
export const LIQUIDATION_STATUSES = ['confirming', 'liquidating', 'done'] as const
export type LiquidationStatus = (typeof LIQUIDATION_STATUSES)[number]

export const LIQUIDATION_STATUS_LABEL: Readonly<Record<LiquidationStatus, string>> = {
  confirming: '待确认',
  liquidating: '清算中',
  done: '已完成',
}

export const LIQUIDATION_REASONS = [
  '存续期届满',
  '基金份额持有人大会决议终止',
  '基金合同约定的其他终止情形',
  '管理人依法解散、被撤销或宣告破产',
] as const

export interface LiquidationRow {
  applyId: string
  fundCode: string
  fundName: string
  status: LiquidationStatus
  reason: string
  /** 清算基准日, YYYY-MM-DD. */
  baseDate: string
  /** YYYY-MM-DD */
  applyDate: string
  /** 清算后剩余财产, yuan; known once the custodian has checked the report. */
  remainingAssets: number | null
}

export interface LiquidationDetail extends LiquidationRow {
  documents: ApplicationDocument[]
  timeline: TimelineStep[]
}

/** POST /rest/product/liquidation/submit */
export interface LiquidationSubmit {
  fundCode: string
  reason: string
  baseDate: string
  reportFileId: string
}
