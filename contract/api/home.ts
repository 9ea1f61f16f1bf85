/*
 * The home page's API contract (portal-spec §7 "Calendar and homepage", fund/countFund). The
 * spec names the endpoints only; these shapes are ours, documented in docs/api.md "Home page".
 */

/** One home module in a user's layout: its key (src/app/home-modules.ts) and whether it shows. */
export interface HomeModuleSetting {
  key: string
  visible: boolean
}

/**
 * POST /homepage/queryUserHomepageModuleSettings?userId answers this; the body of
 * POST /homepage/saveUserHomepageModuleSettings?userId is this. `modules` is in display order;
 * empty when the user never saved (the client shows the default). The client drops keys it
 * does not know and appends, visible, the modules the list lacks (a module added later).
 */
export interface HomepageModuleSettings {
  modules: HomeModuleSetting[]
}

/** A fund's stage (产品阶段). */
export type FundStage = 'raising' | 'operating' | 'liquidating' | 'liquidated'

export const FUND_STAGE_NAMES: Record<FundStage, string> = {
  raising: '募集期',
  operating: '存续期',
  liquidating: '清算中',
  liquidated: '已清算',
}

export const FUND_STAGES = Object.keys(FUND_STAGE_NAMES) as FundStage[]

/** POST /rest/fund/countFund?userId: the organisation's funds, in all and by stage. */
export interface FundCount {
  total: number
  byStage: Record<FundStage, number>
}

/** POST /fund/queryFundStage?userId&fundCode: one fund and its stage (fundCode optional). */
export interface FundStageItem {
  fundCode: string
  fundName: string
  stage: FundStage
  stageName: string
  /** YYYY-MM-DD; empty while raising. */
  establishDate: string
}

/** What happens on a calendar day: 开放日, 净值披露日, 分红. */
export type FundEventType = 'open' | 'nav' | 'dividend'

export const FUND_EVENT_NAMES: Record<FundEventType, string> = {
  open: '开放日',
  nav: '净值披露日',
  dividend: '分红',
}

/** POST /fundCalendar/queryProductDate?month&fundCodes: a day of the month with events. */
export interface ProductDate {
  /** YYYY-MM-DD */
  date: string
  /** How many events of each type fall on that day (types without events are left out). */
  counts: Partial<Record<FundEventType, number>>
}

/** POST /fundCalendar/dailyList?date&fundCodes: one event of that day. */
export interface FundCalendarEvent {
  date: string
  fundCode: string
  fundName: string
  type: FundEventType
  /** What the event is, e.g. 每10份派0.25元 for a dividend. */
  remark: string
}

/** A day's kind: 交易日, 周末, 节假日. */
export type DayRule = 'trading' | 'weekend' | 'holiday'

/**
 * GET /fundCalendar/daysRuleType?month&fundCodes&isFilterTransactionDate: the month's days
 * with their kind; with isFilterTransactionDate=1 only the trading days.
 */
export interface DayRuleType {
  date: string
  ruleType: DayRule
}
