import { FUND_CONTRACT_TYPES, type FundContractType } from '@contract/api/fund-contract'
import { hashText } from './random'
import { addDays } from './trading-days'
import type { FundRecord } from './types'
import { fromAuthored } from './authored-dates'

/*
 * 产品合同: each fund's contract documents, generated from its code (never stored): 基金合同,
 * 托管协议 and 风险揭示书 (version 1.0, effective when the fund was established, or signed in
 * the months before the seed for a fund still raising); two of three established funds add a 补充协议 (1.1), one
 * of three then a 合同变更 (1.2). Nothing is dated after the demo's cut-off (about four weeks
 * before the seed day).
 */

export interface ContractDocSpec {
  docId: string
  fundCode: string
  fundName: string
  docType: FundContractType
  fileName: string
  version: string
  effectiveDate: string
}

const pad2 = (n: number) => String(n).padStart(2, '0')

export function contractDocsOf(fund: FundRecord): ContractDocSpec[] {
  const seed = hashText(`${fund.fundCode}:contract`)
  const signed =
    fund.establishDate ||
    fromAuthored(`2026-${pad2(8 + (seed % 3))}-${pad2(1 + ((seed >>> 3) % 27))}`)
  const doc = (docType: FundContractType, version: string, effectiveDate: string) => ({
    docId: `${fund.fundCode}-${docType}-${version}`,
    fundCode: fund.fundCode,
    fundName: fund.fundName,
    docType,
    fileName: `${fund.fundName}${FUND_CONTRACT_TYPES[docType]}_V${version}.pdf`,
    version,
    effectiveDate,
  })
  const docs = [
    doc('contract', '1.0', signed),
    doc('custody', '1.0', signed),
    doc('risk', '1.0', signed),
  ]
  if (fund.establishDate && seed % 3 >= 1) {
    docs.push(doc('supplement', '1.1', addDays(signed, 180 + (seed % 200))))
  }
  if (fund.establishDate && seed % 3 === 2) {
    docs.push(doc('amendment', '1.2', addDays(signed, 420 + (seed % 300))))
  }
  const cutOff = fromAuthored('2026-10-31')
  return docs.filter((d) => d.effectiveDate <= cutOff)
}
