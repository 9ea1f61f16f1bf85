import { digitsOf, hashText } from './random'
import type { FundRecord } from './types'
import { fromAuthored } from './authored-dates'

/** The kinds of account a fund holds (账户查询, 托管户余额, 账户开立). */
export type FundAccountKind = 'custody' | 'raising' | 'securities' | 'futures'

export const FUND_ACCOUNT_KIND_NAMES: Record<FundAccountKind, string> = {
  custody: '托管户',
  raising: '募集户',
  securities: '证券账户',
  futures: '期货账户',
}

export interface FundAccount {
  accountNo: string
  kind: FundAccountKind
  accountName: string
  /** The bank, exchange or futures firm holding it. */
  institution: string
  /** YYYY-MM-DD */
  openDate: string
  status: 'normal' | 'closed'
}

const BANKS = [
  '招商银行济南分行',
  '中国工商银行济南历下支行',
  '兴业银行济南分行',
  '中信银行济南分行',
]
const FUTURES = ['齐鲁期货有限公司', '中信期货有限公司']

/**
 * A fund's accounts, generated from its code: a custody and a raising account at a bank for
 * every established fund; securities accounts at both exchanges and, for hedged strategies, a
 * futures account. A liquidated fund's accounts are closed; a raising fund has only its
 * raising account.
 */
export function fundAccountsOf(fund: FundRecord): FundAccount[] {
  const seed = hashText(fund.fundCode)
  const bank = BANKS[seed % BANKS.length] ?? '招商银行济南分行'
  const status = fund.stage === 'liquidated' ? 'closed' : 'normal'
  const opened = fund.establishDate || fromAuthored('2026-10-08')
  const raising: FundAccount = {
    accountNo: `5319${digitsOf(seed + 1, 12)}`,
    kind: 'raising',
    accountName: `${fund.fundName}募集专户`,
    institution: bank,
    openDate: opened,
    status,
  }
  if (!fund.establishDate) return [raising]
  const accounts: FundAccount[] = [
    {
      accountNo: `5318${digitsOf(seed + 2, 12)}`,
      kind: 'custody',
      accountName: fund.fundName,
      institution: bank,
      openDate: fund.establishDate,
      status,
    },
    raising,
    {
      accountNo: `B88${digitsOf(seed + 3, 7)}`,
      kind: 'securities',
      accountName: fund.fundName,
      institution: '上海证券交易所',
      openDate: fund.establishDate,
      status,
    },
    {
      accountNo: `08${digitsOf(seed + 4, 8)}`,
      kind: 'securities',
      accountName: fund.fundName,
      institution: '深圳证券交易所',
      openDate: fund.establishDate,
      status,
    },
  ]
  if (/对冲|中性|宏观|指数/.test(fund.strategy)) {
    accounts.push({
      accountNo: `8${digitsOf(seed + 5, 9)}`,
      kind: 'futures',
      accountName: fund.fundName,
      institution: FUTURES[seed % FUTURES.length] ?? '齐鲁期货有限公司',
      openDate: fund.establishDate,
      status,
    })
  }
  return accounts
}
