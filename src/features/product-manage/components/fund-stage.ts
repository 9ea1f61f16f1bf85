import type { StatusStyle } from '@/components/query-table/columns'
import { FUND_STAGE_NAMES, FUND_STAGES, type FundStage } from '@contract/api/home'

/** 产品阶段 as tags: 募集期 blue, 存续期 green, 清算中 orange, 已清算 grey. */
export const FUND_STAGE_STYLES: Record<FundStage, StatusStyle> = {
  raising: { text: FUND_STAGE_NAMES.raising, color: 'processing' },
  operating: { text: FUND_STAGE_NAMES.operating, color: 'success' },
  liquidating: { text: FUND_STAGE_NAMES.liquidating, color: 'warning' },
  liquidated: { text: FUND_STAGE_NAMES.liquidated, color: 'default' },
}

export const FUND_STAGE_OPTIONS = FUND_STAGES.map((value) => ({
  value,
  label: FUND_STAGE_NAMES[value],
}))

/** The detail page's address: the code names the fund, the name titles its tab. */
export const fundDetailPath = (fundCode: string, fundName?: string) =>
  `/funds-query-detail?${new URLSearchParams({ fundCode, ...(fundName ? { fundName } : {}) })}`

export const fundContactPath = (fundCode: string) =>
  `/funds-query-contact?${new URLSearchParams({ fundCode })}`
