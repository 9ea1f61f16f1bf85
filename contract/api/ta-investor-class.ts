/*
 * How 登记过户 classes an investor: kind and risk level. Its own module so that the register
 * (transfer-agent.ts) and the decisions (ta-decisions.ts) both import it, not each other.
 */

export type InvestorKindName = '个人' | '机构' | '产品'
export type RiskLevelName = 'C1' | 'C2' | 'C3' | 'C4' | 'C5'

export const RISK_LEVEL_LABEL: Readonly<Record<RiskLevelName, string>> = {
  C1: 'C1 保守型',
  C2: 'C2 稳健型',
  C3: 'C3 平衡型',
  C4: 'C4 成长型',
  C5: 'C5 进取型',
}
