// The transfer agent's register: who the investors are and who holds what.

export type InvestorKind = '个人' | '机构' | '产品'
/** 投资者风险承受等级: C1 (保守) to C5 (激进); a fund of risk Rn suits investors of Cn or above. */
export type InvestorRiskLevel = 'C1' | 'C2' | 'C3' | 'C4' | 'C5'

/** An investor registered with an organisation (the TA register; the same people /reset-password knows). */
export interface TaInvestorRecord {
  investorId: string
  orgId: string
  investorName: string
  kind: InvestorKind
  /** contract/id-types.ts code; 4 is 统一社会信用代码. */
  certType: string
  certNo: string
  mobile: string
  riskLevel: InvestorRiskLevel
  /** 专业投资者 or 普通投资者. */
  professional: boolean
  /** YYYY-MM-DD the TA account (基金账号) was opened. */
  openDate: string
  /** 基金账号 at the TA. */
  taAccount: string
  /** Where the investor came through: DIRECT_CHANNEL or an agency code of SALES_AGENCIES. */
  channel: string
}

/** One investor's units of one fund, as the register holds them today. */
export interface HoldingRecord {
  investorId: string
  fundCode: string
  orgId: string
  /** Whole units; a fund's holdings add up to its share count. */
  shares: number
  /** YYYY-MM-DD of the first confirmed subscription. */
  firstDate: string
  channel: string
}
