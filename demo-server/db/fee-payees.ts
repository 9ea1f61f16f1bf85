import type { FeeType } from '@contract/api/fee'
import { db } from './db'
import { digitsOf, hashText } from './random'

/*
 * Who receives each fee a fund pays (费用支付's 收款账户, and the counterparty of the bank
 * statement's line for it): the manager, the custodian, the fund-service department.
 */

export interface FeePayee {
  payeeName: string
  payeeBank: string
  payeeAccount: string
}

const MANAGER_BANKS = ['中国工商银行济南分行营业部', '中国建设银行济南高新支行', '交通银行济南分行']

export function feePayeeOf(feeType: FeeType, orgId: string): FeePayee {
  if (feeType === 'custody') {
    return {
      payeeName: '本公司资产托管费收入户',
      payeeBank: '招商银行济南分行',
      payeeAccount: '531902010510888',
    }
  }
  if (feeType === 'service') {
    return {
      payeeName: '本公司基金服务费收入户',
      payeeBank: '招商银行济南分行',
      payeeAccount: '531902010510999',
    }
  }
  const org = db.state.orgs.find((o) => o.orgId === orgId)
  const seed = hashText(`${orgId}/fee-account`)
  return {
    payeeName: org?.orgName ?? orgId,
    payeeBank: MANAGER_BANKS[seed % MANAGER_BANKS.length]!,
    payeeAccount: `3701${digitsOf(seed, 15)}`,
  }
}
