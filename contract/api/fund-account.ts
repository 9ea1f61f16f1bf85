/**
 * 账户查询 (product-manage/account-query): every account of the organisation's funds. The
 * endpoint is ours (docs/api.md "产品管理: 账户查询、产品合同、付款账户变更").
 */

export const FUND_ACCOUNT_KINDS = {
  custody: '托管户',
  raising: '募集户',
  securities: '证券账户',
  futures: '期货账户',
} as const
export type FundAccountKindCode = keyof typeof FUND_ACCOUNT_KINDS

export const FUND_ACCOUNT_STATUSES = { normal: '正常', closed: '已销户' } as const
export type FundAccountStatusCode = keyof typeof FUND_ACCOUNT_STATUSES

/** One account, as POST /rest/product/queryAccountList lists it. */
export interface FundAccountRow {
  /** fundCode-accountNo: unique within the organisation. */
  id: string
  fundCode: string
  fundName: string
  kind: FundAccountKindCode
  accountName: string
  /** In full: operations staff copy it into payment instructions. */
  accountNo: string
  /** The bank, exchange or futures firm. */
  institution: string
  /** YYYY-MM-DD */
  openDate: string
  status: FundAccountStatusCode
}

/** The list's query, as the endpoint and the export take it (paging aside). */
export interface FundAccountQuery {
  /** Part of a fund code or name. */
  fund?: string
  kind?: FundAccountKindCode
  status?: FundAccountStatusCode
  /** YYYY-MM-DD, inclusive. */
  openDateFrom?: string
  openDateTo?: string
  /** openDate or -openDate; fund code order otherwise. */
  sort?: string
}
