import type { DbState } from '../db/types'
import { XSS_PAYLOADS } from './xss-payloads'

/** How many of 泉城's funds (SXA001…) the xss scenario gives hostile names. */
export const XSS_FUND_COUNT = 4

/** 泉城's first funds carry payloads in their names: lists, details, tab titles, account names. */
export function seedXssFunds(state: DbState) {
  state.funds = state.funds.map((fund, i) =>
    fund.orgId === 'ORG001' && i < XSS_FUND_COUNT
      ? { ...fund, fundName: `${fund.fundName}${XSS_PAYLOADS[(i + 60) % XSS_PAYLOADS.length]}` }
      : fund,
  )
}
