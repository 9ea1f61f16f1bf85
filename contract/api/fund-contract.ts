/**
 * 产品合同 (product-manage/fund-contract): each fund's contract documents and their versions.
 * The endpoints are ours (docs/api.md "产品管理: 账户查询、产品合同、付款账户变更").
 */

export const FUND_CONTRACT_TYPES = {
  contract: '基金合同',
  custody: '托管协议',
  risk: '风险揭示书',
  supplement: '补充协议',
  amendment: '合同变更',
} as const
export type FundContractType = keyof typeof FUND_CONTRACT_TYPES

/** One document, as POST /rest/product/queryContractList lists it. */
export interface FundContractDoc {
  docId: string
  fundCode: string
  fundName: string
  docType: FundContractType
  /** The file's name, with .pdf. */
  fileName: string
  /** 1.0 the original; 1.1, 1.2… each supplement or amendment. */
  version: string
  /** YYYY-MM-DD */
  effectiveDate: string
  /** Bytes. */
  size: number
}

export interface FundContractQuery {
  fund?: string
  docType?: FundContractType
  effectiveFrom?: string
  effectiveTo?: string
  /** effectiveDate or -effectiveDate; fund code, then version, otherwise. */
  sort?: string
}
