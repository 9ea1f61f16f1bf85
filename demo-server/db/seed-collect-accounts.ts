import type { CollectAccount } from '@contract/api/public-site'
import { seedFunds } from './seed-funds'

/* The raising accounts the public 募集账户查询 finds: fixed, for the demo's own funds. */

const MANAGERS = {
  qc: '泉城私募基金管理有限公司',
  ql: '齐鲁资产管理有限公司',
  ts: '泰山投资管理有限公司',
} as const

type AccountSeed = Omit<CollectAccount, 'collectAccount' | 'accountName' | 'bankName' | 'fundName'>

const FUND_NAMES = new Map(seedFunds().map((f) => [f.fundCode, f.fundName]))

const account = (
  collectAccount: string,
  accountName: string,
  bankName: string,
  funds: AccountSeed[],
): CollectAccount[] =>
  funds.map((fund) => ({
    collectAccount,
    accountName,
    bankName,
    ...fund,
    fundName: FUND_NAMES.get(fund.fundCode) ?? fund.fundCode,
  }))

/**
 * Raising accounts and the funds whose subscriptions they collect: a registration agency's
 * account serves several funds, so a query can find more than one.
 */
export const seedCollectAccounts: readonly CollectAccount[] = [
  ...account('37050161270100001234', '私募基金募集结算资金专用账户', '中国建设银行济南泉城路支行', [
    {
      fundCode: 'SXA001',
      managerName: MANAGERS.qc,
      accountStatus: '正常',
      openDate: '2024-03-15',
    },
    {
      fundCode: 'SXA013',
      managerName: MANAGERS.qc,
      accountStatus: '正常',
      openDate: '2024-03-15',
    },
    {
      fundCode: 'SXB001',
      managerName: MANAGERS.ql,
      accountStatus: '正常',
      openDate: '2024-03-15',
    },
  ]),
  ...account('1602012309200123456', '齐鲁资产管理有限公司募集专户', '中国工商银行济南经七路支行', [
    {
      fundCode: 'SXB013',
      managerName: MANAGERS.ql,
      accountStatus: '正常',
      openDate: '2023-11-02',
    },
  ]),
  ...account('531902345610808', '泰山投资管理有限公司募集专户', '招商银行济南分行营业部', [
    {
      // Liquidated: its account closed with it.
      fundCode: 'SXC011',
      managerName: MANAGERS.ts,
      accountStatus: '已销户',
      openDate: '2019-04-22',
    },
  ]),
]

/** Shown on the demo page so a visitor has an account that finds something. */
export const DEMO_COLLECT_ACCOUNT = '37050161270100001234'
