// The demo's funds, their calendar events and their contacts.
import type { FundContact } from '@contract/api/fund-query'
import type { FundEventType, FundStage } from '@contract/api/home'

/** A private fund of an organisation (demo-server/db/seed-funds.ts). */
export interface FundRecord {
  fundCode: string
  fundName: string
  orgId: string
  stage: FundStage
  /** YYYY-MM-DD; empty while raising. */
  establishDate: string
  /** Which trading day of each month it opens for subscription and redemption. */
  openDayRule: 'first' | 'fifteenth' | 'last' | 'none'
  /** 私募证券投资基金, 私募股权投资基金. */
  fundType: string
  /** 股票多头, 量化对冲, 债券策略… */
  strategy: string
  riskLevel: 'R1' | 'R2' | 'R3' | 'R4' | 'R5'
  /** The regulator's filing code (备案编码); empty while raising. */
  recordNo: string
  /** 基金经理 */
  managerName: string
  /** 存续期限 in months. */
  durationMonths: number
}

/** One event of a fund on a day: 开放日, 净值披露日, 分红. */
export interface FundEventRecord {
  /** YYYY-MM-DD */
  date: string
  fundCode: string
  orgId: string
  type: FundEventType
  remark: string
}

/** A contact of a fund and whose fund it is. */
export interface FundContactRecord extends FundContact {
  orgId: string
}
